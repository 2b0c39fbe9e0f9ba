import { customThemeProblems, throwLayoutProblems } from '../../layout/layout.rules';
import { jsonEqual } from '../../shared/changed-fields';
import type { ChangeSetting } from '../organisation.commands';
import type { OrganisationSettingChanged } from '../organisation.events';
import type { OrganisationState } from '../organisation.state';
import { type SettingValues, settingValue } from '../settings/organisation-settings';
import { mergeSetting } from '../settings/setting-change';
import { assertOrganisationExists } from './organisation-exists';

/** One setting's new value, merged over the current one; an unchanged value records nothing. */
export const changeSetting = (command: ChangeSetting, state: OrganisationState): OrganisationSettingChanged[] => {
  assertOrganisationExists(state);
  const { setting, value } = command.data;
  const previous = settingValue(state, setting);
  const next = mergeSetting(setting, previous, value as never);
  if (setting === 'themes') throwLayoutProblems(customThemeProblems(next as SettingValues['themes']).map((found) => ({ ...found, path: found.path ? `value.${found.path}` : 'value' })));
  if (jsonEqual(previous, next)) return [];
  return [{ type: 'OrganisationSettingChanged', data: { setting, value: next, previous } as OrganisationSettingChanged['data'] }];
};
