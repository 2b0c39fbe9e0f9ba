import type { CardListItem } from '@profyle/contracts';
import type { ReadStore } from '@profyle/infrastructure';
import { type CardListDoc, peopleListProjection } from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';

/** "First Last" of each person id (people of other organisations are never named). */
export const personNames = async (store: ReadStore, organisationId: string, personIds: (string | null)[]): Promise<Map<string, string>> => {
  const ids = [...new Set(personIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await readModel(store, peopleListProjection).getMany(ids);
  return new Map(rows.filter((row) => row.organisation_id === organisationId).map((row) => [row.person_id, `${row.first_name} ${row.last_name}`.trim() || row.email]));
};

/** A card as the api answers it. */
export const cardView = (doc: CardListDoc, names: Map<string, string>): CardListItem => ({
  card_id: doc.card_id,
  short_id: doc.short_id,
  status: doc.lost ? 'lost' : doc.enabled ? 'active' : 'disabled',
  enabled: doc.enabled,
  lost: doc.lost,
  demo: doc.demo,
  person_id: doc.person_id,
  name: doc.person_id === null ? null : (names.get(doc.person_id) ?? null),
  design: doc.design,
  order_id: doc.order_id,
  allocated_at: doc.allocated_at ?? doc.generated_at,
  updated_at: doc.updated_at,
});
