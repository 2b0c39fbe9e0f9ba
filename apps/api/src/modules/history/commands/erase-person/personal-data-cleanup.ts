import { ERASED, PERSONAL_PROFILE_FIELDS, type RecordedEvent } from '@profyle/domain';
import { type Collection, type FileStore, type ReadDocument, type ReadStore, WEBHOOK_LOG_COLLECTION, type WebhookLogDoc } from '@profyle/infrastructure';
import { WEBHOOK_DELIVERY_COLLECTION, type WebhookDeliveryDoc } from '@profyle/projector';
import { importJobs } from '../../../people-csv/people-import';

/**
 * What an erasure cleans beside destroying the key: copies of a person's data that left the event log
 * before erasure. Uploaded photos are deleted; the bodies of webhook deliveries and log entries made from
 * the person's events are redacted (the record of the delivery stays); import results lose the e-mail.
 */
const PERSONAL_KEYS = new Set<string>([...PERSONAL_PROFILE_FIELDS, 'email', 'name']);

/**
 * A JSON text with every string value under `keys` (the person's fields, by default) replaced by the
 * erased marker.
 */
export const redactJson = (text: string, keys: ReadonlySet<string> = PERSONAL_KEYS): string => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const redact = (value: unknown, personal: boolean): unknown => {
    if (typeof value === 'string') return personal && value !== '' ? ERASED : value;
    if (Array.isArray(value)) return value.map((item) => redact(item, personal));
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, personal || keys.has(k))]));
    return value;
  };
  return JSON.stringify(redact(parsed, false));
};

/** Keys of the organisation's uploads among a person's photo URLs (`.../v1/images/{orgId}/{name}`). */
export const uploadedPhotoKeys = (organisationId: string, events: readonly RecordedEvent[]): string[] => {
  const keys = new Set<string>();
  for (const event of events) {
    const url = (event.data as { profile?: { photo_url?: string } }).profile?.photo_url ?? '';
    const match = /\/v1\/images\/([^/?#]+)\/([^/?#]+)$/.exec(url);
    if (match && match[1] === organisationId) keys.add(`${match[1]}/${match[2]}`);
  }
  return [...keys];
};

const patchAll = async <D extends ReadDocument>(collection: Collection<D>, docs: D[], set: (doc: D) => Partial<D>): Promise<number> => {
  if (docs.length === 0) return 0;
  const { applied } = await collection.write(docs.map((doc) => ({ kind: 'patch' as const, id: doc._id, set: set(doc), version: (doc._version ?? 1) + 1 })));
  return applied;
};

/** In an introduction captured from the person's Profyle only the owner's e-mail is theirs: the contact is the visitor's. */
const INTRODUCTION_OWNER = new Set(['owner']);

export const cleanUpAfterErasure = async (
  deps: { store: ReadStore; files: FileStore },
  organisationId: string,
  personId: string,
  events: readonly RecordedEvent[],
  /** Ids of the introductions captured from the person's Profyle (their `introduction.created` deliveries name the owner). */
  introductionEventIds: readonly string[] = [],
): Promise<{ photos: number; webhook_records: number; import_rows: number }> => {
  const photos = uploadedPhotoKeys(organisationId, events);
  for (const key of photos) await deps.files.delete(key);

  const deliveries = deps.store.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERY_COLLECTION);
  const logs = deps.store.collection<WebhookLogDoc>(WEBHOOK_LOG_COLLECTION);
  const redactDeliveries = async (ids: readonly string[], keys?: ReadonlySet<string>): Promise<number> => {
    if (ids.length === 0) return 0;
    const sent = await deliveries.find({ organisation_id: organisationId, message_id: { $in: [...ids] } });
    const logged = await logs.find({ organisation_id: organisationId, messageId: { $in: [...ids] } });
    return (
      (await patchAll(deliveries, sent, (doc) => ({ body: redactJson(doc.body, keys) }))) +
      (await patchAll(logs, logged, (doc) => ({ request: { ...doc.request, body: redactJson(doc.request.body, keys) } })))
    );
  };
  const webhookRecords = (await redactDeliveries(events.map((e) => e.id))) + (await redactDeliveries(introductionEventIds, INTRODUCTION_OWNER));

  const jobs = importJobs(deps.store);
  const withPerson = await jobs.find({ organisation_id: organisationId, 'results.id': personId });
  let importRows = 0;
  await patchAll(jobs, withPerson, (job) => ({
    results: job.results.map((row) => {
      if (row.id !== personId) return row;
      importRows += 1;
      return { ...row, email: ERASED };
    }),
  }));
  return { photos: photos.length, webhook_records: webhookRecords, import_rows: importRows };
};
