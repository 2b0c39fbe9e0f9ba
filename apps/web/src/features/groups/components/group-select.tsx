import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { SelectField } from '../../../shared/ui/fields';
import { useSession } from '../../auth/session';
import { useListGroupsQuery } from '../groups-api';

/**
 * A choice of one group from the tree, shown by full name (Company › Sales › EMEA) in tree order.
 * `exclude` leaves out groups that may not be chosen (a group and its subgroups, when choosing its parent).
 */
export const GroupSelect = ({
  id,
  label,
  noneLabel,
  value,
  onChange,
  exclude = [],
  hint,
  error,
}: {
  id: string;
  label: string;
  noneLabel: string;
  value: string | null;
  onChange: (groupId: string | null) => void;
  exclude?: readonly string[];
  hint?: string;
  error?: string;
}) => {
  const t = useT();
  const { organisationId } = useSession();
  const groups = useListGroupsQuery(organisationId);
  const rows = (groups.data?.data ?? []).filter((group) => !exclude.includes(group.id));
  const known = value === null || rows.some((group) => group.id === value) || groups.isLoading;
  return (
    <SelectField
      id={id}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={groups.isLoading}
      options={[
        { value: '', label: noneLabel },
        ...(known ? [] : [{ value: value ?? '', label: value ?? '' }]),
        ...rows.map((group) => ({ value: group.id, label: group.full_name })),
      ]}
      hint={groups.isError ? t('groupSelect.loadError', { message: errorMessageOf(groups.error, t('common.unknownError')) }) : hint}
      error={error}
    />
  );
};
