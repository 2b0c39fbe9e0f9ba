import { Link } from 'react-router-dom';
import { locationSummary } from '@profyle/contracts/locations';
import type { PersonDetail } from '@profyle/contracts/people-list';
import { useT } from '../../../app/i18n';
import { TextLink } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { InlineSelect } from '../../../shared/ui/fields';
import { DetailList, Muted } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useListLocationsQuery } from '../../addresses/addresses-api';
import { useListGroupsQuery } from '../../groups/groups-api';

/** The person's group as a badge linking to the people of that group (spec 001 section 2). */
export const PersonGroupBadge = ({ groupId }: { groupId: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const group = useListGroupsQuery(organisationId).data?.data.find((candidate) => candidate.id === groupId);
  return (
    <Link to={`/portal/people/?group=${encodeURIComponent(groupId)}`} css={{ textDecoration: 'none' }} title={group?.full_name}>
      <Badge tone="info">{t('people.filterGroup', { group: group?.name ?? groupId })}</Badge>
    </Link>
  );
};

/** The person page's addresses card: the mode, the chosen organisation addresses or the custom address. */
export const PersonAddresses = ({ person, customAddress, modeLabel }: { person: PersonDetail; customAddress: string; modeLabel: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const locations = useListLocationsQuery(organisationId, { skip: person.locations !== 'list' && person.locations !== 'group' });
  const groups = useListGroupsQuery(organisationId, { skip: person.locations !== 'group' });
  const byId = new Map((locations.data?.data ?? []).map((location) => [location.id, location]));
  const ids = person.locations === 'list' ? person.location_ids : person.locations === 'group' ? (groups.data?.data.find((group) => group.id === person.group_id)?.location_ids ?? []) : [];
  return (
    <DetailList
      items={[
        { label: t('person.locations'), value: modeLabel },
        ...(customAddress ? [{ label: t('person.locations.custom'), value: customAddress }] : []),
        ...ids.map((id) => {
          const location = byId.get(id);
          return {
            label: location ? location.name || location.line1 : id,
            value: location ? <TextLink to={`/portal/addresses/${encodeURIComponent(id)}`}>{locationSummary(location)}</TextLink> : <Muted>{id}</Muted>,
          };
        }),
      ]}
    />
  );
};

/** The people list's group filter: a group includes its subgroups (the api widens it). */
export const GroupFilter = ({ value, onChange }: { value: string | undefined; onChange: (groupId: string | null) => void }) => {
  const t = useT();
  const { organisationId } = useSession();
  const groups = useListGroupsQuery(organisationId).data?.data ?? [];
  if (groups.length === 0) return null;
  return (
    <InlineSelect
      label={t('people.filterGroupLabel')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      options={[{ value: '', label: `${t('people.filterGroupLabel')}: ${t('common.all')}` }, ...groups.map((group) => ({ value: group.id, label: `${'\u00a0\u00a0'.repeat(group.depth)}${group.name}` }))]}
    />
  );
};
