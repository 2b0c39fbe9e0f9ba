import type { RecordedEvent } from '@profyle/domain';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadOrganisationLogOptions,
  ReadStreamOptions,
  SubscribeOptions,
  Subscription,
} from '../event-store/event-store.port';
import type { PersonalDataProtector } from './personal-data-protector';

/**
 * The event store every process uses: any adapter, with personal data sealed on the way in and opened
 * on the way out. Nothing above this line (command shell, projections, integration publisher, history
 * views) sees a sealed value, and nothing below it (the log on disk, KurrentDB, backups) sees a plain one.
 */
export class PersonalDataProtectingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    readonly protector: PersonalDataProtector,
  ) {}

  get checksOtherStreams(): boolean {
    return this.inner.checksOtherStreams;
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision, options?: AppendOptions): Promise<AppendResult> {
    return this.inner.append(streamId, await this.protector.seal(events), expected, options);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.protector.open(await this.inner.readStream(streamId, options));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.protector.open(await this.inner.readAll(options));
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  async readOrganisationLog(organisationId: string, options: ReadOrganisationLogOptions): Promise<RecordedEvent[]> {
    return this.protector.open(await this.inner.readOrganisationLog(organisationId, options));
  }

  async readCorrelated(correlationId: string, options?: { limit?: number }): Promise<RecordedEvent[]> {
    return this.protector.open(await this.inner.readCorrelated(correlationId, options));
  }

  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription {
    return this.inner.subscribeToAll(options, async (events) => handler(await this.protector.open(events)));
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
