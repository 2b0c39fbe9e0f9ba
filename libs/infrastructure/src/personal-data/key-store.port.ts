/**
 * Where the data subjects' keys live: apart from the event log, because destroying a key is how a
 * subject's personal data in the (append-only) log is erased. Keys are 32 random bytes per subject.
 */
export type SubjectKey = { status: 'active'; key: Buffer } | { status: 'erased'; erasedAt: string } | { status: 'none' };

export interface PersonalDataKeyStore {
  /**
   * The subject's key, created when the subject has none. Resolves only once a new key is durable: an
   * event sealed with a key that a crash then lost could never be read. Refuses an erased subject.
   */
  keyFor(subject: string): Promise<Buffer>;
  /** The subject's key, or that it was erased, or that it never had one; creates nothing. */
  lookup(subject: string): Promise<SubjectKey>;
  /** Destroys the subject's key (if any) and records the erasure. Idempotent; the first time is kept. */
  erase(subject: string, erasedAt: string): Promise<void>;
  close(): Promise<void>;
}

/** Sealing personal data of a subject whose key was destroyed would create data nobody can erase. */
export class SubjectErasedError extends Error {
  constructor(readonly subject: string) {
    super(`The personal data of ${subject} was erased; no new personal data is stored for it`);
    this.name = 'SubjectErasedError';
  }
}
