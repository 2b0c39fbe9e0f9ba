import type { CommandMetadata } from '../shared';
import { deciderSpec } from '../shared/testing/decider-spec';
import { type CaptureIntroduction, type IntroductionCaptured, introductionDecider, introductionStreamId } from './introduction';

const spec = deciderSpec(introductionDecider);
const now = '2026-05-01T09:30:00.000Z';
const metadata: CommandMetadata = { organisationId: 'acme', actor: { userId: 'visitor' }, correlationId: 'c1', now };
const contact = { name: ' Grace Hopper ', email: ' Grace@Navy.example ', phone: '', company: 'US Navy', website: 'https://navy.example', note: 'Met at the stand' };
const capture = (changes: Partial<CaptureIntroduction['data']> = {}): CaptureIntroduction => ({
  type: 'CaptureIntroduction',
  data: {
    introductionId: 'i1',
    personId: 'p1',
    owner: 'ada@acme.example',
    contact,
    consents: ['Newsletter'],
    offeredConsents: ['Terms', 'Newsletter'],
    via: 'exchange',
    country: 'GB',
    eventId: null,
    ...changes,
  },
  metadata,
});
const captured: IntroductionCaptured = {
  type: 'IntroductionCaptured',
  data: {
    introductionId: 'i1',
    organisationId: 'acme',
    personId: 'p1',
    owner: 'ada@acme.example',
    contact: { name: 'Grace Hopper', email: 'grace@navy.example', phone: '', company: 'US Navy', website: 'https://navy.example', note: 'Met at the stand' },
    consents: ['Newsletter'],
    via: 'exchange',
    country: 'GB',
    eventId: null,
    capturedAt: now,
  },
};

describe('introductionDecider', () => {
  it('records a captured contact on introduction-<uuid>, trimmed, with the consents given', () => {
    expect(introductionStreamId('i1')).toBe('introduction-i1');
    spec.given().when(capture()).then(captured);
  });

  it('needs a name and a valid e-mail, every problem at once', () => {
    const error = spec.given().when(capture({ contact: { ...contact, name: '', email: 'nope', website: 'ftp://x' } })).thenThrows('introduction.name_required', 'Name is required');
    expect(error.errors).toEqual([
      { path: 'name', msg: 'Name is required' },
      { path: 'email', msg: 'Please enter a valid email address' },
      { path: 'website', msg: 'Website must start with https:// or http://' },
    ]);
  });

  it('keeps the position of the capture when one is known, and refuses one off the globe', () => {
    spec
      .given()
      .when(capture({ position: { lat: 51.5074, lng: -0.1278, nearestPlace: ' London ' } }))
      .then({ ...captured, data: { ...captured.data, position: { lat: 51.5074, lng: -0.1278, nearestPlace: 'London' } } });
    spec.given().when(capture({ position: { lat: 91, lng: 0, nearestPlace: null } })).thenThrows('introduction.position_invalid', 'The position must be a latitude from -90 to 90 and a longitude from -180 to 180');
    spec.given().when(capture({ position: { lat: Number.NaN, lng: 0, nearestPlace: null } })).thenThrows('introduction.position_invalid');
  });

  it('refuses a consent the organisation does not offer, and a second capture with the same id', () => {
    spec.given().when(capture({ consents: ['Sell my data'] })).thenThrows('introduction.consent_unknown');
    spec.given(captured).when(capture()).thenThrows('introduction.exists');
  });
});
