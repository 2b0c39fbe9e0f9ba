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

  describe('custom themes', () => {
    const gold = { id: 'acme-gold', name: 'Acme Gold', base: 'header-2024', css: '.hero{letter-spacing:.02em}' };

    it('records the whole list, trimmed, with the list before', () => {
      spec
        .given(created)
        .when(change({ setting: 'themes', value: [{ id: ' Acme-Gold ', name: ' Acme Gold ', base: 'header-2024', css: ' .hero{letter-spacing:.02em} ' }] }))
        .then({ type: 'OrganisationSettingChanged', data: { setting: 'themes', value: [gold], previous: [] } });
    });

    it('is folded into the state, for the layouts that choose a theme', () => {
      const changed: OrganisationEvent = { type: 'OrganisationSettingChanged', data: { setting: 'themes', value: [gold], previous: [] } };
      expect([created, changed].reduce(organisationDecider.evolve, organisationDecider.initialState()).themes).toEqual([gold]);
    });

    it('refuses a built-in id, a repeated id, a blank name and an unknown base, naming each field', () => {
      const error = spec
        .given(created)
        .when(change({ setting: 'themes', value: [{ ...gold, id: 'modern-2024' }, gold, { ...gold, name: ' ' }, { ...gold, id: 'silver', base: 'gold-2030' }] }))
        .thenThrows('layout.custom_theme_id_invalid', 'Theme id must be 1 to 40 lower-case letters, digits or hyphens, and not a built-in theme');
      expect(error.errors).toEqual([
        { path: 'value.0.id', msg: 'Theme id must be 1 to 40 lower-case letters, digits or hyphens, and not a built-in theme' },
        { path: 'value.2.id', msg: 'Each theme needs its own id' },
        { path: 'value.2.name', msg: 'Theme name is required' },
        { path: 'value.3.base', msg: 'Choose a built-in theme to start from' },
      ]);
    });

    it('refuses more than 20', () => {
      const many = Array.from({ length: 21 }, (_, i) => ({ ...gold, id: `theme-${i}` }));
      spec.given(created).when(change({ setting: 'themes', value: many })).thenThrows('layout.too_many_custom_themes', 'An organisation can have at most 20 custom themes');
    });
  });
});
