import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CONTACTS_MESSAGES, type ContactDetailView, type ContactsPage, type ContactView, type IntroStatistics, PERSON_MESSAGES } from '@profyle/contracts';
import { DomainError, localDate, normaliseTags, slotStart } from '@profyle/domain';
import { type Filter, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type ContactDoc, contactsProjection, contactTagsProjection, eventsProjection, personAnalyticsProjection, personNamesProjection } from '@profyle/projector';
import { publicView, readModel } from '../../shared/read-model/read-model';
import { OrganisationClock } from '../analytics/organisation-clock';

export interface ContactsListRequest {
  organisationId: string;
  /** The person whose contacts these are; absent for the organisation's list. */
  ownerId?: string;
  pageSize: number;
  tags?: string;
  event?: string;
  after?: string;
}

const NEWEST_FIRST: [string, 1 | -1][] = [['created_at', -1]];

export const contactNotFound = () => new DomainError('contact.not_found', CONTACTS_MESSAGES.notFound, 'not_found');

/** The tags of a list request: comma-separated, normalised like stored tags. */
export const requestedTags = (tags: string | undefined): string[] => (tags ? normaliseTags(tags.split(',')) : []);

/**
 * Reads the contacts read model for the lists, the detail, a person's statistics and the tags in use;
 * always inside one organisation. Owners are named from person-names, so deleted owners keep a name.
 */
@Injectable()
export class ContactsReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(OrganisationClock) private readonly clock: OrganisationClock,
  ) {}

  filterOf({ organisationId, ownerId, tags, event }: Pick<ContactsListRequest, 'organisationId' | 'ownerId' | 'tags' | 'event'>): Filter {
    const filter: Filter = ownerId ? { ownerId, organisation_id: organisationId } : { organisation_id: organisationId };
    const wanted = requestedTags(tags);
    if (wanted.length === 1) filter.tags = wanted[0];
    else if (wanted.length > 1) filter.tags = { $in: wanted };
    if (event) filter.events = event;
    return filter;
  }

  async page(request: ContactsListRequest): Promise<ContactsPage> {
    if (request.ownerId) await this.assertPerson(request.organisationId, request.ownerId);
    let page;
    try {
      page = await readModel(this.store, contactsProjection).page({ filter: this.filterOf(request), sort: NEWEST_FIRST, limit: request.pageSize, after: request.after });
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('read store:')) {
        throw new HttpException({ errorMessage: CONTACTS_MESSAGES.cursorInvalid, errors: [{ path: 'after', msg: CONTACTS_MESSAGES.cursorInvalid }] }, HttpStatus.BAD_REQUEST);
      }
      throw error;
    }
    return { data: await this.withOwners(page.data), ...(page.next ? { next: page.next } : {}) };
  }

  async one(organisationId: string, ownerId: string, introductionId: string): Promise<ContactView> {
    const doc = await readModel(this.store, contactsProjection).get(introductionId);
    if (!doc || doc.organisation_id !== organisationId || doc.ownerId !== ownerId) throw contactNotFound();
    const [view] = await this.withOwners([doc]);
    return view;
  }

  /** The contact with the names of its events (null for an event deleted since). */
  async detail(organisationId: string, ownerId: string, introductionId: string): Promise<ContactDetailView> {
    const view = await this.one(organisationId, ownerId, introductionId);
    const events = view.events.length ? await readModel(this.store, eventsProjection).getMany(view.events) : [];
    const names = new Map(events.filter((event) => event.organisation_id === organisationId).map((event) => [event.id, event.name]));
    return { ...view, eventNames: view.events.map((id) => ({ id, name: names.get(id) ?? null })) };
  }

  /** The person must be (or have been) in the organisation. */
  async assertPerson(organisationId: string, personId: string): Promise<void> {
    const person = await readModel(this.store, personNamesProjection).get(personId);
    if (!person || person.organisation_id !== organisationId) throw new DomainError('person.not_found', PERSON_MESSAGES.notFound, 'not_found');
  }

  async withOwners(docs: ContactDoc[]): Promise<ContactView[]> {
    const owners = new Map((await readModel(this.store, personNamesProjection).getMany([...new Set(docs.map((doc) => doc.ownerId))])).map((person) => [person.person_id, person]));
    return docs.map((doc) => {
      const owner = owners.get(doc.ownerId);
      return { ...publicView<Omit<ContactView, 'ownerName' | 'ownerDeleted'>>(doc, 'created_at'), ownerName: owner?.name ?? '', ownerDeleted: owner?.deleted ?? false };
    });
  }

  /**
   * A person's introduction statistics from their analytics day buckets: the count, by local month and
   * by country. Never a scan of the person's contacts.
   */
  async statistics(organisationId: string, personId: string): Promise<IntroStatistics> {
    await this.assertPerson(organisationId, personId);
    const timeZone = await this.clock.timeZone(organisationId);
    const days = await readModel(this.store, personAnalyticsProjection).find({ person_id: personId, intros: { $gt: 0 } }, { sort: [['day', 1]] });
    const months: Record<string, number> = {};
    const countries: Record<string, number> = {};
    let count = 0;
    for (const day of days) {
      if (day.organisation_id !== organisationId) continue;
      count += day.intros;
      for (const [q, n] of Object.entries(day.iq)) {
        const month = localDate(slotStart(day.day, Number(q)), timeZone).slice(0, 7);
        months[month] = (months[month] ?? 0) + n;
      }
      for (const slot of Object.values(day.ic)) for (const [country, n] of Object.entries(slot)) countries[country] = (countries[country] ?? 0) + n;
    }
    return { count, months, countries };
  }

  /** Every tag used on the organisation's contacts, alphabetically. */
  async tagsInUse(organisationId: string): Promise<string[]> {
    const docs = await readModel(this.store, contactTagsProjection).find({ organisation_id: organisationId }, { sort: [['tag', 1]] });
    return docs.map((doc) => doc.tag);
  }
}
