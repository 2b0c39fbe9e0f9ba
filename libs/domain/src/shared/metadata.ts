/** Who did something, and for which organisation. The actor is always the real user. */
export interface Actor {
  userId: string;
  email?: string;
}

/**
 * Metadata every stored event carries. This is what audit views read, so it names the real actor even
 * when a superadmin acts inside an organisation that is not their own (`onBehalfOf`).
 */
export interface EventMetadata {
  organisationId: string;
  actor: Actor;
  /** Set when the actor is impersonating: the organisation they act inside of, which is not their own. */
  onBehalfOf?: { organisationId: string };
  correlationId: string;
  causationId: string;
  /** The command that produced the event (`UpdatePerson`), for the audit's correlation view. */
  command?: string;
  occurredAt: string;
  schemaVersion: number;
}

/** What a command brings with it: time, ids and the actor never come from globals inside the domain. */
export interface CommandMetadata {
  organisationId: string;
  actor: Actor;
  onBehalfOf?: { organisationId: string };
  correlationId: string;
  /** ISO timestamp of when the command is decided. */
  now: string;
}
