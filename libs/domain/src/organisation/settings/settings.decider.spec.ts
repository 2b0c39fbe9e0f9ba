import type { CommandMetadata } from '../../shared';
import { deciderSpec } from '../../shared/testing/decider-spec';
import type { OrganisationCommand } from '../organisation.commands';
import { organisationDecider } from '../organisation.decider';
import type { OrganisationEvent } from '../organisation.events';
import { defaultFeatureSettings } from './organisation-settings';

const metadata: CommandMetadata = { organisationId: 'o1', actor: { userId: 'u1' }, correlationId: 'c', now: '2025-03-01T10:00:00.000Z' };
const spec = deciderSpec(organisationDecider);
const created: OrganisationEvent = {
  type: 'OrganisationCreated',
  data: { organisationId: 'o1', name: 'Acme', isDemo: false, isPartner: false, intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' }, subscriptions: { type: 'Enterprise', purchased: 0 }, nfcCards: { purchased: 0 }, features: { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } }, createdAt: 't' },
};
const change = (data: unknown): OrganisationCommand => ({ type: 'ChangeSetting', data, metadata }) as OrganisationCommand;

describe('ChangeSetting', () => {
  it('merges a partial value and ignores blank and repeated domains', () => {
    const defaults = defaultFeatureSettings().selfRegistration;
    spec
      .given(created)
      .when(change({ setting: 'selfRegistration', value: { enabled: true, domains: ' Acme.com; ;acme.com;b.org ' } }))
      .then({ type: 'OrganisationSettingChanged', data: { setting: 'selfRegistration', value: { ...defaults, enabled: true, domains: 'acme.com;b.org' }, previous: defaults } });
  });

  it('ignores blank and duplicate consents', () => {
    const [event] = organisationDecider.decide(change({ setting: 'exchange', value: { consents: ['News', ' ', 'news', 'Offers'] } }), organisationDecider.evolve(organisationDecider.initialState(), created));
    expect(event).toMatchObject({ data: { setting: 'exchange', value: { consents: ['News', 'Offers'] } } });
  });

  it('records nothing when the value does not change', () => {
    spec.given(created).when(change({ setting: 'locationsName', value: 'Addresses' })).then();
  });

  it('takes effect: welcome e-mails disabled by a setting are not sent', () => {
    const disabled: OrganisationEvent = { type: 'OrganisationSettingChanged', data: { setting: 'disableWelcomeEmail', value: true, previous: false } };
    const state = [created, disabled].reduce(organisationDecider.evolve, organisationDecider.initialState());
    expect(state.features.disableWelcomeEmail).toBe(true);
  });

  it('hides an onboarding step and shows it again', () => {
    spec.given(created).when({ type: 'HideOnboardingStep', data: { key: 'guide', hidden: true }, metadata }).then({ type: 'OnboardingStepHidden', data: { key: 'guide', hidden: true } });
    spec.given(created).when({ type: 'HideOnboardingStep', data: { key: 'guide', hidden: false }, metadata }).then();
  });
});
