import { useEffect, useState } from 'react';
import { PEOPLE_SEARCH_MIN_LENGTH } from '@profyle/contracts/people-list';
import { useT } from '../../../app/i18n';
import { Button, IconButton } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/feedback';
import { TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { useSession } from '../../auth/session';
import { useGetPersonQuery, useListPeopleQuery } from '../people-api';

const LinkedChip = ({ personId, onRemove }: { personId: string; onRemove: () => void }) => {
  const t = useT();
  const { organisationId } = useSession();
  const person = useGetPersonQuery({ organisationId, personId });
  const name = person.data ? `${person.data.person.first_name} ${person.data.person.last_name}` : personId;
  return (
    <li css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: 4, padding: theme.space(0.5, 1, 0.5, 3), borderRadius: theme.radius.pill, background: theme.colors.primarySoft, color: theme.colors.onPrimarySoft, fontWeight: 600 })}>
      {name}
      <IconButton type="button" aria-label={t('person.linkedProfyles.remove', { name })} onClick={onRemove} css={{ width: 28, height: 28, color: 'inherit' }}>
        <Icon name="close" size={14} />
      </IconButton>
    </li>
  );
};

/** Links chosen people's Profyles: search by name or e-mail (3 characters), add, remove. */
export const LinkedProfylesPicker = ({ value, onChange, excludeId }: { value: string[]; onChange: (ids: string[]) => void; excludeId?: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(term.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [term]);
  const ready = debounced.length >= PEOPLE_SEARCH_MIN_LENGTH;
  const results = useListPeopleQuery({ organisationId, page: 0, page_size: 10, sort: 'name', search: debounced }, { skip: !ready });
  const candidates = (results.data?.data ?? []).filter((person) => person.person_id !== excludeId && !value.includes(person.person_id));

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      {value.length ? (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {value.map((id) => (
            <LinkedChip key={id} personId={id} onRemove={() => onChange(value.filter((other) => other !== id))} />
          ))}
        </ul>
      ) : (
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('person.linkedProfyles.empty')}</p>
      )}
      <TextField
        label={t('person.linkedProfyles.search')}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        hint={term.trim().length > 0 && term.trim().length < PEOPLE_SEARCH_MIN_LENGTH ? t('people.searchTooShort') : undefined}
      />
      {ready ? (
        results.isFetching ? (
          <Spinner label={t('common.loading')} />
        ) : candidates.length === 0 ? (
          <p css={{ margin: 0 }}>{t('people.noResults')}</p>
        ) : (
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md })}>
            {candidates.map((person) => (
              <li key={person.person_id} css={(theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: theme.space(2, 3), borderBottom: `1px solid ${theme.colors.border}`, '&:last-of-type': { borderBottom: 0 } })}>
                <span>
                  <strong>
                    {person.first_name} {person.last_name}
                  </strong>{' '}
                  <span css={(theme) => ({ color: theme.colors.textMuted })}>{person.email}</span>
                </span>
                <Button size="sm" onClick={() => onChange([...value, person.person_id])}>
                  {t('person.linkedProfyles.add')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
};
