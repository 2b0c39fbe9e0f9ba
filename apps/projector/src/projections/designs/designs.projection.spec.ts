import type { DesignCreated, DesignEvent } from '@profyle/domain';
import { projectionSpec } from '../../testing/projection-spec';
import { recorder } from '../../testing/recorded';
import { designsProjection } from './designs.projection';

const record = recorder('acme', { userId: 'u1', email: 'admin@acme.example' });
const spec = projectionSpec(designsProjection);
const stream = 'design-d1';
const created: DesignCreated = {
  type: 'DesignCreated',
  data: {
    designId: 'd1',
    organisationId: 'acme',
    name: 'Gold',
    designer: 'client',
    assets: [{ url: 'https://files.example/card.pdf', name: 'card.pdf' }],
    notes: '',
    checkboxes: { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true },
    stock: false,
    order: 0,
    imageUrl: null,
    status: 'awaiting_proof',
  },
};

describe('designs projection', () => {
  it('shows a new design awaiting its proof', () => {
    spec.given().when(record(stream, created)).then({ id: 'd1', organisation_id: 'acme', status: 'awaiting_proof', awaitingProof: true, requiresApproval: false, archived: false, history: [expect.objectContaining({ action: 'created', by: 'admin@acme.example' })] });
  });

  it('walks the proof cycle with the spec history actions', () => {
    const cycle: DesignEvent[] = [
      { type: 'DesignProofUploaded', data: { designId: 'd1', proofUrl: 'https://files.example/p1.pdf', proofFilename: 'p1.pdf' } },
      { type: 'DesignProofRejected', data: { designId: 'd1', comment: 'Logo too small' } },
      { type: 'DesignAssetsRequested', data: { designId: 'd1', comment: 'Send the SVG' } },
      { type: 'DesignAssetsSupplied', data: { designId: 'd1', assets: [{ url: 'https://files.example/logo.pdf', name: 'logo.pdf' }] } },
      { type: 'DesignProofUploaded', data: { designId: 'd1', proofUrl: 'https://files.example/p2.pdf', proofFilename: 'p2.pdf' } },
    ];
    spec
      .given(record(stream, created), ...cycle.map((e) => record(stream, e)))
      .when(record(stream, { type: 'DesignProofApproved', data: { designId: 'd1' } }, '2026-03-01T10:00:00.000Z'))
      .then({
        status: 'approved',
        requiresApproval: false,
        proofUrl: 'https://files.example/p2.pdf',
        approvedAt: '2026-03-01T10:00:00.000Z',
        approvedBy: 'admin@acme.example',
        assets: [{ url: 'https://files.example/logo.pdf', name: 'logo.pdf' }],
        history: ['created', 'updated_proof', 'rejected_proof', 'requested_assets', 'updated', 'updated_proof', 'approved_proof'].map((action) => expect.objectContaining({ action })),
      });
  });

  it('keeps the rejection comment in the history and toggles archive', () => {
    spec
      .given(record(stream, created), record(stream, { type: 'DesignArchived', data: { designId: 'd1' } }))
      .when(record(stream, { type: 'DesignUnarchived', data: { designId: 'd1' } }))
      .then({ archived: false, history: [expect.anything(), expect.objectContaining({ action: 'archived' }), expect.objectContaining({ action: 'unarchived' })] });
  });
});
