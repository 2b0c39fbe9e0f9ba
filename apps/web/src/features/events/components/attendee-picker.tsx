import { useMemo, useState } from 'react';
import { useT } from '../../../app/i18n';
import { IconButton } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { useSession } from '../../auth/session';
import { useListGroupsQuery } from '../../groups/groups-api';
import { useSearchQuery } from '../../search/search-api';

const MIN_SEARCH = 3;

/** The groups an event is for: filtered from 3 characters, ticked in a list that scrolls at 350px. */
export const GroupPicker = ({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const groups = useListGroupsQuery(organisationId);
  const [filter, setFilter] = useState('');
  const term = filter.trim().toLowerCase();
  const shown = useMemo(() => (groups.data?.data ?? []).filter((group) => term.length < MIN_SEARCH || group.full_name.toLowerCase().includes(term)), [groups.data, term]);
  const chosen = (groups.data?.data ?? []).filter((group) => value.includes(group.id));
  return (
    <div>
      <TextField id="event-group-filter" label={t('events.form.filterGroups')} value={filter} onChange={(event) => setFilter(event.target.value)} hint={term.length > 0 && term.length < MIN_SEARCH ? t('events.form.atLeastThree') : undefined} />
      <ul aria-label={t('events.form.attendees.group')} css={(theme) => ({ listStyle: 'none', margin: theme.space(2, 0), padding: 0, maxHeight: 350, overflowY: 'auto', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md })}>
        {shown.map((group) => (
          <li key={group.id} css={(theme) => ({ padding: theme.space(2, 3), borderBottom: `1px solid ${theme.colors.border}` })}>
            <label css={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
              <input type="checkbox" checked={value.includes(group.id)} onChange={(event) => onChange(event.target.checked ? [...value, group.id] : value.filter((id) => id !== group.id))} />
              {group.full_name}
            </label>
          </li>
        ))}
      </ul>
      {chosen.length === 0 ? <p css={(theme) => ({ color: error ? theme.colors.danger : theme.colors.textMuted, margin: 0 })}>{error ?? t('events.form.noGroupsSelected')}</p> : null}
    </div>
  );
};

export interface PickedPerson {
  id: string;
  name: string;
  email: string;
}

/** The people an event lists: searched from 3 characters, added and removed one by one. */
export const PeoplePicker = ({ value, onChange, error }: { value: PickedPerson[]; onChange: (people: PickedPerson[]) => void; error?: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const [term, setTerm] = useState('');
  const trimmed = term.trim();
  const search = useSearchQuery({ organisationId, term: trimmed }, { skip: trimmed.length < MIN_SEARCH });
  const hits = (search.data?.people ?? []).filter((hit) => !value.some((person) => person.id === hit.objectID));
  return (
    <div>
      <TextField
        id="event-people-search"
        type="search"
        label={t('events.form.searchPeople')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        hint={trimmed.length > 0 && trimmed.length < MIN_SEARCH ? t('events.form.atLeastThree') : undefined}
      />
      {trimmed.length >= MIN_SEARCH && search.data ? (
        <ul aria-label={t('events.form.searchPeople')} css={(theme) => ({ listStyle: 'none', margin: theme.space(2, 0), padding: 0, maxHeight: 240, overflowY: 'auto', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md })}>
          {hits.length === 0 ? <li css={(theme) => ({ padding: theme.space(2, 3), color: theme.colors.textMuted })}>{t('events.form.noPeopleFound')}</li> : null}
          {hits.map((hit) => {
            const name = [hit.first_name, hit.last_name].filter(Boolean).join(' ') || hit.email;
            return (
              <li key={hit.objectID}>
                <button
                  type="button"
                  aria-label={t('events.form.add', { name })}
                  onClick={() => onChange([...value, { id: hit.objectID, name, email: hit.email }])}
                  css={(theme) => ({ width: '100%', textAlign: 'start', padding: theme.space(2, 3), background: 'none', border: 0, borderBottom: `1px solid ${theme.colors.border}`, cursor: 'pointer', color: theme.colors.text })}
                >
                  <strong>{name}</strong> <span css={(theme) => ({ color: theme.colors.textMuted })}>{hit.email}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {value.length === 0 ? (
        <p css={(theme) => ({ color: error ? theme.colors.danger : theme.colors.textMuted, margin: theme.space(2, 0, 0) })}>{error ?? t('events.form.noPeopleSelected')}</p>
      ) : (
        <ul aria-label={t('events.form.attendees.list')} css={(theme) => ({ listStyle: 'none', margin: theme.space(2, 0, 0), padding: 0, display: 'grid', gap: 4 })}>
          {value.map((person) => (
            <li key={person.id} css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: theme.space(1, 3), border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md })}>
              <span>
                {person.name} <span css={(theme) => ({ color: theme.colors.textMuted })}>{person.email}</span>
              </span>
              <IconButton type="button" aria-label={t('events.form.remove', { name: person.name })} onClick={() => onChange(value.filter((each) => each.id !== person.id))}>
                <Icon name="close" size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
