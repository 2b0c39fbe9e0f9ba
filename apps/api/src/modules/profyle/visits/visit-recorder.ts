import { randomUUID } from 'node:crypto';
import { eventUpcasters, type ProfyleVisited, visitStreamId } from '@profyle/domain';
import type { EventStore, EventToAppend } from '@profyle/infrastructure';

/** Who views public pages: nobody signed in. */
export const VISITOR_ACTOR = { userId: 'public:visitor' } as const;

export interface VisitRecorderOptions {
  /** A batch is written at most this long after its first visit. */
  flushAfterMs?: number;
  /** ...or as soon as it holds this many. */
  maxBatch?: number;
  log?: (message: string) => void;
}

/**
 * Records visits without slowing the page: a view queues its ProfyleVisited and the page is sent at
 * once; queued visits are appended in batches, one append per organisation and day (facts need no
 * expected revision, and the SQLite store commits concurrent appends together). A crash loses at most
 * the visits of the last `flushAfterMs`, which analytics can afford and a page view must not wait for.
 */
export class VisitRecorder {
  private queue: ProfyleVisited['data'][] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushAfterMs: number;
  private readonly maxBatch: number;

  constructor(
    private readonly events: EventStore,
    options: VisitRecorderOptions = {},
    private readonly log: (message: string) => void = options.log ?? (() => undefined),
  ) {
    this.flushAfterMs = options.flushAfterMs ?? 100;
    this.maxBatch = options.maxBatch ?? 500;
  }

  record(visit: ProfyleVisited['data']): void {
    this.queue.push(visit);
    if (this.queue.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushAfterMs);
  }

  /** Writes what is queued; resolves when every visit queued before the call is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: ProfyleVisited['data'][]): Promise<void> {
    if (batch.length === 0) return;
    const streams = new Map<string, EventToAppend[]>();
    for (const visit of batch) {
      const stream = visitStreamId(visit.organisationId, visit.visitedAt);
      const correlationId = randomUUID();
      const event: EventToAppend = {
        id: randomUUID(),
        type: 'ProfyleVisited',
        data: visit,
        metadata: {
          organisationId: visit.organisationId,
          actor: VISITOR_ACTOR,
          correlationId,
          causationId: correlationId,
          occurredAt: visit.visitedAt,
          schemaVersion: eventUpcasters.currentVersion('ProfyleVisited'),
        },
      };
      const events = streams.get(stream);
      if (events) events.push(event);
      else streams.set(stream, [event]);
    }
    await Promise.all(
      [...streams].map(([stream, events]) =>
        this.events.append(stream, events, 'any').catch((error: unknown) => this.log(`${events.length} visits to ${stream} were not recorded: ${error instanceof Error ? error.message : String(error)}`)),
      ),
    );
  }
}
