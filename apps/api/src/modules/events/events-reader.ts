import { Inject, Injectable } from '@nestjs/common';
import { EVENTS_WITH_CONTACTS_LIMIT, type EventWithContacts, RELATED_CONTACTS_LIMIT, type RelatedContacts } from '@profyle/contracts';
import type { DeliveryLogsPage, EventDetailView, EventNotificationView, EventPin, EventsListQuery, EventsPage, EventView, EventWarnings } from '@profyle/contracts';
import {
  activeEventsFor,
  DomainError,
  EVENT_ERROR_CODES,
  EVENT_MESSAGES,
  EVENT_NOTIFICATION_ERROR_CODES,
  EVENT_NOTIFICATION_MESSAGES,
  type EventLayoutCandidate,
  eventStatus,
  eventValue,
  type EventTiming,
  type LeadValue,
  notificationTextNotes,
  organisationLeadValue,
  pinColor,
} from '@profyle/domain';
import { type Filter, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import {
  contactsProjection,
  type EventDoc,
  groupsProjection,
  layoutsProjection,
  personDetailProjection,
  eventNotificationDeliveriesProjection,
  type EventNotificationDoc,
  eventNotificationsProjection,
  eventsProjection,
  organisationsProjection,
} from '@profyle/projector';
import { publicView, readModel } from '../../shared/read-model/read-model';

export const eventNotFound = () => new DomainError(EVENT_ERROR_CODES.notFound, EVENT_MESSAGES.notFound, 'not_found');
export const notificationNotFound = () => new DomainError(EVENT_NOTIFICATION_ERROR_CODES.notFound, EVENT_NOTIFICATION_MESSAGES.notFound, 'not_found');

/** The timings the list asks for, as a read-store filter on start and end at `now`. */
export const timingFilter = (timings: { active: boolean; future: boolean; past: boolean }, now: string): Filter | null => {
  const parts: Filter[] = [];
  if (timings.active) parts.push({ start: { $lte: now }, end: { $gt: now } });
  if (timings.future) parts.push({ start: { $gt: now } });
  if (timings.past) parts.push({ end: { $lte: now } });
  if (parts.length === 0) return null;
  return parts.length === 3 ? {} : { $or: parts };
};

export const eventView = (doc: EventDoc, now: string, organisation: LeadValue): EventView => {
  const status: EventTiming = eventStatus(doc, now);
  const effectiveLeadValue = doc.leadValue ?? organisation.leadValue;
  return {
    ...publicView<Omit<EventView, 'status' | 'pinColor' | 'effectiveLeadValue' | 'effectiveCurrency' | 'value'>>(doc),
    status,
    pinColor: pinColor(status),
    effectiveLeadValue,
    effectiveCurrency: doc.currency ?? organisation.currency,
    value: eventValue(doc.introductionCount, effectiveLeadValue),
  };
};

export const notificationView = (doc: EventNotificationDoc): EventNotificationView => ({
  id: doc.id,
  eventId: doc.event_id,
  title: doc.title,
  body: doc.body,
  sendTime: doc.sendTime,
  status: doc.status,
  canCancel: doc.status === 'pending',
  delivered: doc.delivered,
  recipients: doc.recipients,
  error: doc.error,
  notes: notificationTextNotes(doc),
  meta: { createdAt: doc.meta.createdAt, createdBy: doc.meta.createdBy },
});

export const layoutCandidate = (doc: EventDoc): EventLayoutCandidate => ({
  eventId: doc.id,
  start: doc.start,
  end: doc.end,
  attendeeType: doc.attendeeType,
  attendeeGroupIds: doc.attendeeGroupIds,
  attendeePeopleIds: doc.attendeePeopleIds,
  configId: doc.configId,
});

/** The events of an organisation current at `now` (the layout precedence and the introductions read these). */
export const currentEventDocs = (store: ReadStore, organisationId: string, now: string): Promise<EventDoc[]> =>
  readModel(store, eventsProjection).find({ organisation_id: organisationId, start: { $lte: now }, end: { $gt: now } }, { sort: [['start', -1]], limit: 500 });

/** Reads the events read models, always inside one organisation. */
@Injectable()
export class EventsReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get events() {
    return readModel(this.store, eventsProjection);
  }

  async leadValueOf(organisationId: string): Promise<LeadValue> {
    return organisationLeadValue(await readModel(this.store, organisationsProjection).get(organisationId));
  }

  async doc(organisationId: string, eventId: string): Promise<EventDoc> {
    const doc = await this.events.get(eventId);
    if (!doc || doc.organisation_id !== organisationId) throw eventNotFound();
    return doc;
  }

  async one(organisationId: string, eventId: string, now: string): Promise<EventView> {
    const [doc, lead] = await Promise.all([this.doc(organisationId, eventId), this.leadValueOf(organisationId)]);
    return eventView(doc, now, lead);
  }

  /** The event with the names of its groups, people and layout, for its page and its form. */
  async detail(organisationId: string, eventId: string, now: string): Promise<EventDetailView> {
    const [doc, lead] = await Promise.all([this.doc(organisationId, eventId), this.leadValueOf(organisationId)]);
    const [groups, people, layouts] = await Promise.all([
      doc.attendeeGroupIds.length ? readModel(this.store, groupsProjection).getMany(doc.attendeeGroupIds) : Promise.resolve([]),
      doc.attendeePeopleIds.length ? readModel(this.store, personDetailProjection).getMany(doc.attendeePeopleIds) : Promise.resolve([]),
      doc.configId ? readModel(this.store, layoutsProjection).find({ organisation_id: organisationId, id: doc.configId }, { limit: 1 }) : Promise.resolve([]),
    ]);
    const [layout] = layouts;
    return {
      ...eventView(doc, now, lead),
      attendeeGroups: groups.filter((group) => group.organisation_id === organisationId).map((group) => ({ id: group.id, name: group.name })),
      attendeePeople: people.filter((person) => person.organisation_id === organisationId).map((person) => ({ id: person.person_id, name: [person.first_name, person.last_name].filter(Boolean).join(' '), email: person.email })),
      layout: doc.configId ? { id: doc.configId, label: (layout as { label?: string } | undefined)?.label ?? (doc.configId === 'default' ? 'Default' : doc.configId) } : null,
    };
  }

  /** A page of the list, start date descending (spec 002 "Events list details"). */
  async page(organisationId: string, query: EventsListQuery, now: string): Promise<EventsPage> {
    const timing = timingFilter(query, now);
    if (timing === null) return { data: [], total: 0, page: query.page, pageSize: query.pageSize };
    const filter: Filter = { organisation_id: organisationId, ...timing };
    const [docs, total, lead] = await Promise.all([
      this.events.find(filter, { sort: [['start', -1], ['id', 1]], skip: query.page * query.pageSize, limit: query.pageSize }),
      this.events.count(filter),
      this.leadValueOf(organisationId),
    ]);
    return { data: docs.map((doc) => eventView(doc, now, lead)), total, page: query.page, pageSize: query.pageSize };
  }

  async pins(organisationId: string, timings: { active: boolean; future: boolean; past: boolean }, now: string, limit: number): Promise<EventPin[]> {
    const timing = timingFilter(timings, now);
    if (timing === null) return [];
    const docs = await this.events.find({ organisation_id: organisationId, coordinate: { $ne: null }, ...timing }, { sort: [['start', -1], ['id', 1]], limit });
    return docs.flatMap((doc) => {
      if (!doc.coordinate) return [];
      const status = eventStatus(doc, now);
      return [{ id: doc.id, name: doc.name, location: doc.location, start: doc.start, end: doc.end, status, pinColor: pinColor(status), coordinate: doc.coordinate, radius: doc.radius }];
    });
  }

  current(organisationId: string, now: string): Promise<EventDoc[]> {
    return currentEventDocs(this.store, organisationId, now);
  }

  /** The active event a person's Profyle is at now, if any (introductions are linked to it). */
  async activeEventOf(person: { organisationId: string; personId: string; groupId: string | null }, now: string): Promise<EventDoc | null> {
    const current = await this.current(person.organisationId, now);
    const [first] = activeEventsFor({ personId: person.personId, groupId: person.groupId, events: current.map(layoutCandidate), now });
    return first ? (current.find((doc) => doc.id === first.event.eventId) ?? null) : null;
  }

  /** The events that have contacts, newest first: what the contacts list can be filtered by. */
  async withContacts(organisationId: string): Promise<EventWithContacts[]> {
    const docs = await this.events.find({ organisation_id: organisationId, introductionCount: { $gt: 0 } }, { sort: [['start', -1], ['id', 1]], limit: EVENTS_WITH_CONTACTS_LIMIT });
    return docs.map((doc) => ({ id: doc.id, name: doc.name, start: doc.start, introductionCount: doc.introductionCount }));
  }

  /** Spec 002 section 4: a warning when more than one current event applies to all people. */
  async warnings(organisationId: string, now: string): Promise<EventWarnings> {
    const all = (await this.current(organisationId, now)).filter((doc) => doc.attendeeType === 'all');
    return { concurrentAllPeople: all.length > 1 ? all.map((doc) => ({ id: doc.id, name: doc.name })) : [] };
  }

  async notifications(organisationId: string, eventId: string): Promise<EventNotificationView[]> {
    await this.doc(organisationId, eventId);
    const docs = await readModel(this.store, eventNotificationsProjection).find({ event_id: eventId }, { sort: [['sendTime', 1], ['id', 1]], limit: 1000 });
    return docs.filter((doc) => doc.organisation_id === organisationId).map(notificationView);
  }

  async notificationDoc(organisationId: string, eventId: string, notificationId: string): Promise<EventNotificationDoc> {
    const doc = await readModel(this.store, eventNotificationsProjection).get(notificationId);
    if (!doc || doc.organisation_id !== organisationId || doc.event_id !== eventId) throw notificationNotFound();
    return doc;
  }

  async notification(organisationId: string, eventId: string, notificationId: string): Promise<EventNotificationView> {
    return notificationView(await this.notificationDoc(organisationId, eventId, notificationId));
  }

  async deliveries(organisationId: string, eventId: string, notificationId: string, page: { skip: number; limit: number }): Promise<DeliveryLogsPage> {
    await this.notificationDoc(organisationId, eventId, notificationId);
    const collection = readModel(this.store, eventNotificationDeliveriesProjection);
    const [docs, total] = await Promise.all([collection.find({ notification_id: notificationId }, { sort: [['timestamp', 1], ['email', 1]], skip: page.skip, limit: page.limit }), collection.count({ notification_id: notificationId })]);
    return { data: docs.map(({ id, email, timestamp, pushStatus, emailStatus }) => ({ id, email, timestamp, pushStatus, emailStatus })), total };
  }

  /** The contacts captured during the event, newest first (at most 1000), and how many there are. */
  async relatedContacts(organisationId: string, eventId: string): Promise<RelatedContacts> {
    await this.doc(organisationId, eventId);
    const contacts = readModel(this.store, contactsProjection);
    const filter = { organisation_id: organisationId, events: eventId };
    const [docs, total] = await Promise.all([contacts.find(filter, { sort: [['created_at', -1]], limit: RELATED_CONTACTS_LIMIT }), contacts.count(filter)]);
    return { data: docs.map((doc) => ({ id: doc.id, ownerId: doc.ownerId, name: doc.name, email: doc.email, company: doc.company, createdAt: doc.meta.createdAt })), total };
  }

  /** The dummy events of an organisation (the superadmin panel clears them). */
  async dummyIds(organisationId: string): Promise<string[]> {
    const docs = await this.events.find({ organisation_id: organisationId, dummy: { $ne: null } }, { limit: 10_000 });
    return docs.map((doc) => doc.id);
  }
}
