import { type PersonState, personDecider, personStreamId } from '@profyle/domain';
import type { EventStore, ReadStore } from '@profyle/infrastructure';
import { type EventDoc, type PersonDetailDoc, personDetailProjection } from '@profyle/projector';
import { fold } from '@profyle/domain';
import { eventUpcasters } from '@profyle/domain';
import { readModel } from '../../../shared/read-model/read-model';

/** Someone a notification goes to. `pushToken` is set only when their push is ACTIVE (spec 001 section 4). */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  pushToken: string | null;
}

/** The person's device token, when the person stream holds one (push notifications are ACTIVE). */
type WithPush = PersonState & { pushToken?: string | null };

/**
 * Who an event's notifications reach, now: every person of the organisation (attendees all), the
 * people of its groups, or the people it lists; people without an e-mail are left out. Sorted by id, so
 * a worker resuming another's send walks the same order.
 */
export class AttendeeDirectory {
  constructor(
    private readonly readStore: ReadStore,
    private readonly eventStore: EventStore,
  ) {}

  async recipientsOf(event: Pick<EventDoc, 'organisation_id' | 'attendeeType' | 'attendeeGroupIds' | 'attendeePeopleIds'>): Promise<Recipient[]> {
    const people = readModel(this.readStore, personDetailProjection);
    let docs: PersonDetailDoc[];
    if (event.attendeeType === 'all') docs = await people.find({ organisation_id: event.organisation_id }, { sort: [['person_id', 1]] });
    else if (event.attendeeType === 'group') docs = event.attendeeGroupIds.length ? await people.find({ organisation_id: event.organisation_id, group_id: { $in: event.attendeeGroupIds } }, { sort: [['person_id', 1]] }) : [];
    else docs = (await people.getMany(event.attendeePeopleIds)).filter((doc) => doc.organisation_id === event.organisation_id);
    const recipients = await Promise.all(
      docs
        .filter((doc) => doc.email)
        .map(async (doc) => ({ id: doc.person_id, name: [doc.first_name, doc.last_name].filter(Boolean).join(' '), email: doc.email, pushToken: await this.pushTokenOf(doc) })),
    );
    return recipients.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * A push token lives only on the person's stream (never in a read model); it is read only for people
   * whose read model says one is set and who hold a Profyle (a digital id).
   */
  private async pushTokenOf(doc: PersonDetailDoc): Promise<string | null> {
    if (!(doc as PersonDetailDoc & { push_token_set?: boolean }).push_token_set || doc.subscription === null) return null;
    const events = (await this.eventStore.readStream(personStreamId(doc.person_id))).map((event) => eventUpcasters.upcast(event));
    const state = fold(personDecider, events as never[]) as WithPush;
    return state.pushToken ?? null;
  }
}
