import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { IntroductionCaptured } from '../introduction';
import { type ContactCommand, contactDecider } from './contact.decider';
import { normaliseTags } from '../person/person-profile';

const spec = deciderSpec(contactDecider);
const now = '2026-05-02T10:00:00.000Z';
const metadata: CommandMetadata = { organisationId: 'acme', actor: { userId: 'admin' }, correlationId: 'c1', now };
const captured: IntroductionCaptured = {
  type: 'IntroductionCaptured',
  data: {
    introductionId: 'i1',
    organisationId: 'acme',
    personId: 'p1',
    owner: 'ada@acme.example',
    contact: { name: 'Grace Hopper', email: 'grace@navy.example', phone: '', company: '', website: '', note: 'Met at the stand' },
    consents: [],
    via: 'exchange',
    country: 'GB',
    eventId: null,
    capturedAt: '2026-05-01T09:30:00.000Z',
  },
};
const target = { introductionId: 'i1', ownerId: 'p1' };
const command = <C extends ContactCommand>(type: C['type'], data: C['data'], meta: CommandMetadata = metadata) => ({ type, data, metadata: meta }) as C;

describe('contact tags', () => {
  it('normalises tags as spec 002 says: lowercase, trimmed, spaces to hyphens, only a-z 0-9 and hyphen, no duplicates', () => {
    expect(normaliseTags([' Hot Lead ', 'hot-lead', 'VIP!', 'café', '  ', 'Q3 2026'])).toEqual(['hot-lead', 'vip', 'caf', 'q3-2026']);
  });

  it('records the normalised tags, and nothing when they do not change', () => {
    spec.given(captured).when(command('ChangeContactTags', { ...target, tags: ['Hot Lead', 'VIP'] })).then({ type: 'ContactTagsChanged', data: { introductionId: 'i1', tags: ['hot-lead', 'vip'], added: ['hot-lead', 'vip'], removed: [] } });
    const vip = { type: 'ContactTagsChanged' as const, data: { introductionId: 'i1', tags: ['vip'], added: ['vip'], removed: [] } };
    spec.given(captured, vip).when(command('ChangeContactTags', { ...target, tags: ['lead'] })).then({ type: 'ContactTagsChanged', data: { introductionId: 'i1', tags: ['lead'], added: ['lead'], removed: ['vip'] } });
    spec.given(captured, vip).when(command('ChangeContactTags', { ...target, tags: [' VIP '] })).then();
  });

  it('answers "Introduction not found" for another owner, another organisation or no contact', () => {
    spec.given(captured).when(command('ChangeContactTags', { introductionId: 'i1', ownerId: 'p2', tags: ['x'] })).thenThrows('contact.not_found', 'Introduction not found');
    spec.given(captured).when(command('ChangeContactTags', { ...target, tags: ['x'] }, { ...metadata, organisationId: 'other' })).thenThrows('contact.not_found');
    spec.given().when(command('ChangeContactTags', { ...target, tags: ['x'] })).thenThrows('contact.not_found');
  });

  it('refuses more than 50 tags', () => {
    spec.given(captured).when(command('ChangeContactTags', { ...target, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) })).thenThrows('contact.tags_too_many');
  });
});

describe('contact corrections', () => {
  it('changes the company, trimmed, and nothing when unchanged', () => {
    spec.given(captured).when(command('ChangeContactCompany', { ...target, company: ' US Navy ' })).then({ type: 'ContactCompanyChanged', data: { introductionId: 'i1', company: 'US Navy' } });
    spec.given(captured).when(command('ChangeContactCompany', { ...target, company: '' })).then();
  });

  it('changes an editable field with its own check', () => {
    spec.given(captured).when(command('ChangeContactField', { ...target, field: 'position', value: 'Rear Admiral' })).then({ type: 'ContactFieldChanged', data: { introductionId: 'i1', field: 'position', value: 'Rear Admiral' } });
    spec.given(captured).when(command('ChangeContactField', { ...target, field: 'email', value: ' GRACE@Navy.example ' })).then();
    spec.given(captured).when(command('ChangeContactField', { ...target, field: 'email', value: 'nope' })).thenThrows('contact.field_invalid', 'Please enter a valid email address');
    spec.given(captured).when(command('ChangeContactField', { ...target, field: 'name', value: ' ' })).thenThrows('contact.field_invalid', 'Name is required');
    spec.given(captured).when(command('ChangeContactField', { ...target, field: 'website', value: 'ftp://x' })).thenThrows('contact.field_invalid');
    spec.given(captured).when(command('ChangeContactField', { ...target, field: 'linkedin', value: 'https://example.com/grace' })).thenThrows('contact.field_invalid', 'Please enter a valid LinkedIn URL');
  });

  it('refuses a field that is not a contact field that can be changed', () => {
    const error = spec.given(captured).when(command('ChangeContactField', { ...target, field: 'ownerId', value: 'p2' })).thenThrows('contact.field_unknown');
    expect(error.errors).toEqual([{ path: 'field', msg: 'ownerId is not a field of a contact that can be changed' }]);
  });
});

describe('follow-up', () => {
  const issued = { type: 'FollowUpTokenIssued' as const, data: { introductionId: 'i1', tokenHash: 'h1', issuedAt: now } };

  it('issues a token while the follow-up is pending, and completes once with an issued token', () => {
    spec.given(captured).when(command('IssueFollowUpToken', { ...target, tokenHash: 'h1' })).then(issued);
    spec.given(captured, issued).when(command('CompleteFollowUp', { introductionId: 'i1', tokenHash: 'h1' })).then({ type: 'FollowUpCompleted', data: { introductionId: 'i1', completedAt: now } });
  });

  it('refuses a used token, a token never issued, and a new token once complete', () => {
    const completed = { type: 'FollowUpCompleted' as const, data: { introductionId: 'i1', completedAt: now } };
    spec.given(captured, issued, completed).when(command('CompleteFollowUp', { introductionId: 'i1', tokenHash: 'h1' })).thenThrows('contact.follow_up_complete', 'This follow-up has already been completed');
    spec.given(captured, issued).when(command('CompleteFollowUp', { introductionId: 'i1', tokenHash: 'forged' })).thenThrows('contact.follow_up_token_invalid', 'This follow-up link is not valid');
    spec.given().when(command('CompleteFollowUp', { introductionId: 'i1', tokenHash: 'h1' })).thenThrows('contact.follow_up_token_invalid');
    spec.given(captured, issued, completed).when(command('IssueFollowUpToken', { ...target, tokenHash: 'h2' })).thenThrows('contact.follow_up_complete');
  });
});

describe('enrichment', () => {
  const started = { type: 'ContactEnrichmentStarted' as const, data: { introductionId: 'i1', provider: 'http', startedAt: now } };

  it('starts once, then completes with the fields the provider found (blank ones dropped)', () => {
    spec.given(captured).when(command('StartContactEnrichment', { introductionId: 'i1', provider: 'http' })).then(started);
    spec.given(captured, started).when(command('StartContactEnrichment', { introductionId: 'i1', provider: 'http' })).then();
    spec
      .given(captured, started)
      .when(command('CompleteContactEnrichment', { introductionId: 'i1', fields: { company: 'US Navy', position: ' ', linkedin: 'https://linkedin.com/in/grace' } }))
      .then({ type: 'ContactEnriched', data: { introductionId: 'i1', provider: 'http', fields: { company: 'US Navy', linkedin: 'https://linkedin.com/in/grace' }, enrichedAt: now } });
  });

  it('fails once with the provider error, and cannot finish what never started', () => {
    spec.given(captured, started).when(command('FailContactEnrichment', { introductionId: 'i1', error: 'timeout' })).then({ type: 'ContactEnrichmentFailed', data: { introductionId: 'i1', provider: 'http', error: 'timeout', failedAt: now } });
    spec.given(captured).when(command('CompleteContactEnrichment', { introductionId: 'i1', fields: {} })).thenThrows('contact.enrichment_not_started');
    const failed = { type: 'ContactEnrichmentFailed' as const, data: { introductionId: 'i1', provider: 'http', error: 'x', failedAt: now } };
    spec.given(captured, started, failed).when(command('CompleteContactEnrichment', { introductionId: 'i1', fields: { company: 'X' } })).then();
  });
});
