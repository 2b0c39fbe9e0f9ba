import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { DesignCommand, DesignForm } from './design.commands';
import { designDecider, designStreamId } from './design.decider';
import type { DesignCheckboxes, DesignCreated, DesignEvent } from './design.events';
import { DESIGN_ERROR_CODES } from './design.messages';
import { isApprovalWord } from './commands/review-design-proof';

const spec = deciderSpec(designDecider);
const ORG = 'acme';
const metadata: CommandMetadata = { organisationId: ORG, actor: { userId: 'u1', email: 'admin@acme.example' }, correlationId: 'c1', now: '2026-01-10T10:00:00.000Z' };
const allTicked: DesignCheckboxes = { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true };
const noneTicked: DesignCheckboxes = { bleed: false, guides: false, fonts: false, rights: false, artwork: false, cmyk: false };
const pdf = { url: 'https://files.example/designs/acme/card.pdf', name: 'card.pdf' };

const form = (overrides: Partial<DesignForm> = {}): DesignForm => ({
  name: ' Gold foil ',
  designer: 'client',
  assets: [pdf],
  notes: 'Foil on the logo',
  checkboxes: allTicked,
  stock: false,
  order: 0,
  imageUrl: null,
  ...overrides,
});
const create = (overrides: Partial<DesignForm> = {}, byDesignTeam = false): DesignCommand => ({ type: 'CreateDesign', data: { designId: 'd1', form: form(overrides), byDesignTeam }, metadata });
const created = (overrides: Partial<DesignCreated['data']> = {}): DesignCreated => ({
  type: 'DesignCreated',
  data: { designId: 'd1', organisationId: ORG, name: 'Gold foil', designer: 'client', assets: [pdf], notes: 'Foil on the logo', checkboxes: allTicked, stock: false, order: 0, imageUrl: null, status: 'awaiting_proof', ...overrides },
});
const proofUploaded: DesignEvent = { type: 'DesignProofUploaded', data: { designId: 'd1', proofUrl: 'https://files.example/designs/acme/proofs/p1.pdf', proofFilename: 'p1.pdf' } };
const approved: DesignEvent = { type: 'DesignProofApproved', data: { designId: 'd1' } };
const assetsRequested: DesignEvent = { type: 'DesignAssetsRequested', data: { designId: 'd1', comment: 'Need the SVG logo' } };
const command = (type: DesignCommand['type'], data: object = {}): DesignCommand => ({ type, data: { designId: 'd1', ...data }, metadata }) as DesignCommand;

describe('designDecider', () => {
  it('names its stream design-<id>', () => {
    expect(designStreamId('d1')).toBe('design-d1');
  });

  describe('CreateDesign', () => {
    it('creates a client design awaiting its proof', () => {
      spec.given().when(create()).then(created());
    });

    it('asks a client design for a name, assets and all six confirmations', () => {
      const error = spec.given().when(create({ name: '  ', assets: [], checkboxes: noneTicked })).thenThrows(DESIGN_ERROR_CODES.invalid, 'Please enter a name for this design');
      expect(error.errors).toEqual([
        { path: 'name', msg: 'Please enter a name for this design' },
        { path: 'assets', msg: 'Please upload design assets' },
        ...['bleed', 'guides', 'fonts', 'rights', 'artwork', 'cmyk'].map((box) => ({ path: `checkboxes.${box}`, msg: 'Please confirm to continue' })),
      ]);
    });

    it('takes a print-ready PDF from the client', () => {
      const error = spec.given().when(create({ assets: [{ url: 'https://files.example/x.png', name: 'x.png' }] })).thenThrows(DESIGN_ERROR_CODES.invalid);
      expect(error.errors).toEqual([{ path: 'assets.0', msg: 'x.png is not a PDF: please upload a print-ready PDF' }]);
    });

    it('asks a design-team design for the rights confirmation only, and takes the brand asset types', () => {
      const brand = [
        { url: 'https://files.example/logo.svg', name: 'logo.svg' },
        { url: 'https://files.example/font.OTF', name: 'font.OTF' },
      ];
      spec.given().when(create({ designer: 'profyle', assets: brand, checkboxes: { ...noneTicked, rights: true } })).then(created({ designer: 'profyle', assets: brand, checkboxes: { ...noneTicked, rights: true } }));
      const error = spec.given().when(create({ designer: 'profyle', assets: [{ url: 'https://files.example/a.docx', name: 'a.docx' }], checkboxes: noneTicked })).thenThrows(DESIGN_ERROR_CODES.invalid);
      expect(error.errors).toEqual([
        { path: 'assets.0', msg: 'a.docx is not an accepted file type (ai, eps, pdf, svg, jpg, jpeg, png, ttf, otf, webp)' },
        { path: 'checkboxes.rights', msg: 'You must confirm to continue' },
      ]);
    });

    it('lets only the design team add stock designs, approved at once', () => {
      spec.given().when(create({ stock: true, order: 2 })).thenThrows(DESIGN_ERROR_CODES.stockSuperadminOnly);
      spec.given().when(create({ stock: true, order: 2, checkboxes: noneTicked }, true)).then(created({ stock: true, order: 2, checkboxes: noneTicked, status: 'approved' }));
    });
  });

  describe('the proof cycle', () => {
    it('uploads a proof for approval; an approved proof is final', () => {
      spec.given(created()).when(command('UploadDesignProof', { url: 'https://files.example/designs/acme/proofs/p1.pdf', filename: 'p1.pdf' })).then(proofUploaded);
      spec.given(created(), proofUploaded, approved).when(command('UploadDesignProof', { url: 'https://x.example/p2.pdf', filename: 'p2.pdf' })).thenThrows(DESIGN_ERROR_CODES.approvedFinal);
    });

    it('approves or rejects only a proof awaiting approval; a rejection needs 5 characters', () => {
      spec.given(created()).when(command('ApproveDesignProof')).thenThrows(DESIGN_ERROR_CODES.noProofToReview);
      spec.given(created(), proofUploaded).when(command('ApproveDesignProof')).then(approved);
      spec.given(created(), proofUploaded).when(command('RejectDesignProof', { comment: ' bad ' })).thenThrows(DESIGN_ERROR_CODES.invalid, 'Please enter a comment of at least 5 characters');
      spec.given(created(), proofUploaded).when(command('RejectDesignProof', { comment: ' Logo too small ' })).then({ type: 'DesignProofRejected', data: { designId: 'd1', comment: 'Logo too small' } });
      spec.given(created(), proofUploaded, approved).when(command('RejectDesignProof', { comment: 'Too late now' })).thenThrows(DESIGN_ERROR_CODES.noProofToReview);
    });

    it('knows the approval word in any case', () => {
      expect(isApprovalWord(' APPROVE ')).toBe(true);
      expect(isApprovalWord('Approve')).toBe(true);
      expect(isApprovalWord('approved')).toBe(false);
    });

    it('requests assets with a comment; the client re-uploads at least one file and the design waits for a proof', () => {
      spec.given(created()).when(command('RequestDesignAssets', { comment: ' ' })).thenThrows(DESIGN_ERROR_CODES.invalid, 'Please enter a comment');
      spec.given(created()).when(command('RequestDesignAssets', { comment: 'Need the SVG logo' })).then(assetsRequested);
      spec.given(created(), assetsRequested).when(command('UpdateDesign', { assets: [] })).thenThrows(DESIGN_ERROR_CODES.invalid, 'Please upload at least one asset file');
      spec.given(created(), assetsRequested).when(command('UpdateDesign', { assets: [pdf] })).then({ type: 'DesignAssetsSupplied', data: { designId: 'd1', assets: [pdf] } });
      spec.given(created()).when(command('UpdateDesign', { assets: [pdf] })).thenThrows(DESIGN_ERROR_CODES.noAssetsRequested);
      spec.given(created(), proofUploaded, approved).when(command('RequestDesignAssets', { comment: 'More' })).thenThrows(DESIGN_ERROR_CODES.approvedFinal);
    });

    it('takes preview images of the listed types', () => {
      spec.given(created()).when(command('UploadDesignPreview', { url: 'https://files.example/images/acme/front.webp?v=2' })).then({ type: 'DesignPreviewUploaded', data: { designId: 'd1', imageUrl: 'https://files.example/images/acme/front.webp?v=2' } });
      spec.given(created()).when(command('UploadDesignPreview', { url: 'https://files.example/images/acme/front.pdf' })).thenThrows(DESIGN_ERROR_CODES.invalid, 'front.pdf is not an accepted image type (jpg, jpeg, png, svg, webp, gif)');
    });
  });

  describe('UpdateDesign', () => {
    it('needs 3 characters in a given name and records only what changed', () => {
      spec.given(created()).when(command('UpdateDesign', { name: ' ab ' })).thenThrows(DESIGN_ERROR_CODES.invalid, 'Design name must be at least 3 characters long');
      spec.given(created()).when(command('UpdateDesign', { name: ' Gold foil ', notes: 'Foil on the logo' })).then();
      spec.given(created()).when(command('UpdateDesign', { name: 'Silver', notes: 'Foil on the logo' })).then({ type: 'DesignUpdated', data: { designId: 'd1', changes: { name: 'Silver' } } });
    });
  });

  describe('archive', () => {
    it('toggles, and asking twice records nothing', () => {
      const archived: DesignEvent = { type: 'DesignArchived', data: { designId: 'd1' } };
      spec.given(created()).when(command('ArchiveDesign')).then(archived);
      spec.given(created(), archived).when(command('ArchiveDesign')).then();
      spec.given(created(), archived).when(command('UnarchiveDesign')).then({ type: 'DesignUnarchived', data: { designId: 'd1' } });
      spec.given(created()).when(command('UnarchiveDesign')).then();
    });
  });

  it('treats another organisation’s design, stock ones included, as not found for changes', () => {
    const other = { ...metadata, organisationId: 'other' };
    spec.given(created()).when({ ...command('ArchiveDesign'), metadata: other } as DesignCommand).thenThrows(DESIGN_ERROR_CODES.notFound, 'Design not found');
    spec.given(created({ stock: true, status: 'approved' })).when({ ...command('ArchiveDesign'), metadata: other } as DesignCommand).thenThrows(DESIGN_ERROR_CODES.notFound);
  });
});
