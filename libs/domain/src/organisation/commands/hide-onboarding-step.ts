import type { HideOnboardingStep } from '../organisation.commands';
import type { OnboardingStepHidden } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { assertOrganisationExists } from './organisation-exists';

/** Hides a getting-started step, or shows it again (undo); no change records nothing. */
export const hideOnboardingStep = (command: HideOnboardingStep, state: OrganisationState): OnboardingStepHidden[] => {
  assertOrganisationExists(state);
  const { key, hidden } = command.data;
  return state.onboardingHidden.includes(key) === hidden ? [] : [{ type: 'OnboardingStepHidden', data: { key, hidden } }];
};
