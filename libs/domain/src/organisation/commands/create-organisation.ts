import { DomainError } from '../../shared';
import type { CreateOrganisation } from '../organisation.commands';
import type { OrganisationCreated } from '../organisation.events';
import { ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES } from '../organisation.messages';
import { LIFECYCLE_ERROR_CODES, LIFECYCLE_ERROR_MESSAGES } from '../lifecycle/lifecycle.messages';
import { daysLater, TRIAL_DAYS } from '../lifecycle/organisation-lifecycle';
import { DEFAULT_ORGANISATION_INTL, DEFAULT_SUBSCRIPTION_PLAN, defaultOrganisationFeatures, type OrganisationState } from '../organisation.state';

const isCount = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

export const createOrganisation = (command: CreateOrganisation, state: OrganisationState): OrganisationCreated[] => {
  if (state.exists) throw new DomainError(ORGANISATION_ERROR_CODES.exists, ORGANISATION_ERROR_MESSAGES.exists, 'conflict');
  const { data, metadata } = command;
  const name = data.name.trim();
  if (name === '') {
    throw new DomainError(ORGANISATION_ERROR_CODES.nameRequired, ORGANISATION_ERROR_MESSAGES.nameRequired, 'validation', [
      { path: 'name', msg: ORGANISATION_ERROR_MESSAGES.nameRequired },
    ]);
  }
  const purchased = data.subscriptions?.purchased ?? 0;
  const nfcPurchased = data.nfcCards?.purchased ?? 0;
  const badCounts = [
    ...(isCount(purchased) ? [] : ['subscriptions.purchased']),
    ...(isCount(nfcPurchased) ? [] : ['nfcCards.purchased']),
    ...(data.orgSize === undefined || isCount(data.orgSize) ? [] : ['orgSize']),
  ];
  if (badCounts.length > 0) {
    throw new DomainError(
      ORGANISATION_ERROR_CODES.invalidCount,
      ORGANISATION_ERROR_MESSAGES.invalidCount,
      'validation',
      badCounts.map((path) => ({ path, msg: ORGANISATION_ERROR_MESSAGES.invalidCount })),
    );
  }
  const trialDays = data.trialDays ?? TRIAL_DAYS;
  if (data.isDemo && !(Number.isSafeInteger(trialDays) && trialDays > 0)) {
    throw new DomainError(LIFECYCLE_ERROR_CODES.trialDaysInvalid, LIFECYCLE_ERROR_MESSAGES.trialDaysInvalid, 'validation', [
      { path: 'trial_duration', msg: LIFECYCLE_ERROR_MESSAGES.trialDaysInvalid },
    ]);
  }
  const defaults = defaultOrganisationFeatures();
  const features = data.features ?? {};
  return [
    {
      type: 'OrganisationCreated',
      data: {
        organisationId: data.organisationId,
        name,
        isDemo: data.isDemo ?? false,
        isPartner: data.isPartner ?? false,
        partnerId: data.partnerId ?? null,
        intl: { ...DEFAULT_ORGANISATION_INTL, ...data.intl },
        subscriptions: { type: data.subscriptions?.type ?? DEFAULT_SUBSCRIPTION_PLAN, purchased },
        nfcCards: { purchased: nfcPurchased },
        features: {
          disableWelcomeEmail: features.disableWelcomeEmail ?? defaults.disableWelcomeEmail,
          selfRegistration: { ...defaults.selfRegistration, ...features.selfRegistration },
          exchange: { ...defaults.exchange, ...features.exchange },
        },
        supportEmail: data.supportEmail ?? null,
        createdAt: metadata.now,
        ...(data.isDemo ? { demoExpiresOn: daysLater(metadata.now, trialDays) } : {}),
        ...(data.orgSize !== undefined ? { orgSize: data.orgSize } : {}),
        ...(data.websiteUrl ? { websiteUrl: data.websiteUrl } : {}),
        ...(data.affiliate ? { affiliate: { id: data.affiliate.id, discount: data.affiliate.discount } } : {}),
      },
    },
  ];
};
