import { emptyLayoutSettings, type LayoutEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { layoutsProjection } from './layouts.projection';

const record = recorder('org_1');
const stream = 'configuration-org_1_l1';
const layout = emptyLayoutSettings('Sales', 'Acme Ltd');
const created = record<LayoutEvent>(stream, { type: 'LayoutCreated', data: { organisationId: 'org_1', layoutId: 'l1', layout, createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'u1' } });
const updated = record<LayoutEvent>(stream, {
  type: 'LayoutUpdated',
  data: { organisationId: 'org_1', layoutId: 'l1', layout: { ...layout, buttonStyle: 'rounded' }, changed: ['buttonStyle'], updatedAt: '2026-01-02T10:00:00.000Z', updatedBy: 'u2' },
});
const deleted = record<LayoutEvent>(stream, { type: 'LayoutDeleted', data: { organisationId: 'org_1', layoutId: 'l1', label: 'Sales', deletedAt: '2026-01-03T10:00:00.000Z', deletedBy: 'u1' } });
const spec = projectionSpec(layoutsProjection);

describe('layouts projection', () => {
  it('keeps each layout under <organisationId>_<layoutId> with its revision', () => {
    expect(layoutsProjection.documentId(created)).toBe('org_1_l1');
    spec.given().when(created).then({ id: 'l1', organisation_id: 'org_1', label: 'Sales', buttonStyle: 'standard', revision: 0 });
    spec.given(created).when(updated).then({ buttonStyle: 'rounded', revision: 1, meta: { createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'u1', updatedAt: '2026-01-02T10:00:00.000Z', updatedBy: 'u2' } });
  });

  it('drops a deleted layout and applies each event once', () => {
    spec.given(created, updated).when(deleted).then(null);
    spec.given(created, updated).when(updated).thenNotUpdated();
  });
});
