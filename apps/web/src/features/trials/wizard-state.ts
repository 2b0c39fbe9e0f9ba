import { useCallback, useEffect, useState } from 'react';
import { type ColourSchemeName, DEFAULT_COLOUR_SCHEME, DEFAULT_TRIAL_THEME, type SignUpAttributionBody } from '@profyle/contracts/trials';
import { storage } from '../../app/storage';

/**
 * What the trial wizard remembers between its steps and across a reload (spec 000 section 3: the card,
 * personal details, company details, customise and the sign-up e-mail, in local browser storage);
 * cleared when the trial is created or the registration cancelled.
 */
export interface TrialWizardData {
  signUpEmail: string;
  attribution: Required<{ [K in keyof SignUpAttributionBody]: string }>;
  /** The card the sign-up started from, and its colour when it has one. */
  card: { id: string; colour: string | null } | null;
  personal: { first_name: string; last_name: string; linked_in: string; calendar_url: string; mobile: string; photo_url: string };
  company: { organisation_name: string; website_url: string; position: string; organisation_size: number; logo_url: string };
  customise: { scheme: ColourSchemeName; theme: string };
}

export const TRIAL_WIZARD_KEY = 'profyle.trialWizard';

export const emptyWizard = (): TrialWizardData => ({
  signUpEmail: '',
  attribution: { utm_source: '', utm_medium: '', utm_campaign: '', gclid: '', affiliate_id: '', card_id: '' },
  card: null,
  personal: { first_name: '', last_name: '', linked_in: '', calendar_url: '', mobile: '', photo_url: '' },
  company: { organisation_name: '', website_url: '', position: '', organisation_size: 0, logo_url: '' },
  customise: { scheme: DEFAULT_COLOUR_SCHEME, theme: DEFAULT_TRIAL_THEME },
});

/** The stored wizard, each part checked: anything missing or of the wrong shape starts empty. */
export const loadWizard = (): TrialWizardData => {
  const empty = emptyWizard();
  try {
    const stored = JSON.parse(storage.get(TRIAL_WIZARD_KEY) ?? '{}') as Partial<TrialWizardData>;
    const part = <K extends keyof TrialWizardData>(key: K): TrialWizardData[K] => {
      const value = stored[key];
      if (value === null && key === 'card') return value as TrialWizardData[K];
      if (typeof value !== typeof empty[key] || value === null) return empty[key];
      return typeof value === 'object' ? ({ ...(empty[key] as object), ...(value as object) } as TrialWizardData[K]) : value;
    };
    return { signUpEmail: part('signUpEmail'), attribution: part('attribution'), card: stored.card ? { id: String(stored.card.id), colour: stored.card.colour ?? null } : null, personal: part('personal'), company: part('company'), customise: part('customise') };
  } catch {
    return empty;
  }
};

export const saveWizard = (data: TrialWizardData): void => storage.set(TRIAL_WIZARD_KEY, JSON.stringify(data));
export const clearWizard = (): void => storage.set(TRIAL_WIZARD_KEY, null);

/** Merges a change into the stored wizard. */
export const updateWizard = (change: (data: TrialWizardData) => TrialWizardData): TrialWizardData => {
  const next = change(loadWizard());
  saveWizard(next);
  return next;
};

/**
 * One part of the wizard as component state, saved as it changes (so Previous and a reload keep it).
 * `prepare` fills the stored part in before the first render (a suggestion); what it gives is saved.
 */
export const useWizardPart = <K extends 'personal' | 'company' | 'customise'>(key: K, prepare?: (stored: TrialWizardData[K]) => TrialWizardData[K]) => {
  const [value, setValue] = useState<TrialWizardData[K]>(() => {
    const stored = loadWizard()[key];
    return prepare ? prepare(stored) : stored;
  });
  useEffect(() => {
    if (prepare) updateWizard((data) => ({ ...data, [key]: value }));
    // Once: the prepared part as the step opened.
  }, []);
  const set = useCallback(
    (next: TrialWizardData[K]) => {
      setValue(next);
      updateWizard((data) => ({ ...data, [key]: next }));
    },
    [key],
  );
  return [value, set] as const;
};

/** The attribution body the sign-up calls send (empty fields left out). */
export const attributionBody = (data: TrialWizardData): SignUpAttributionBody => Object.fromEntries(Object.entries(data.attribution).filter(([, value]) => value !== '')) as SignUpAttributionBody;
