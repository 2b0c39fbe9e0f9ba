import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PEOPLE_SEARCH_MIN_LENGTH } from '../../../app/limits';
import { errorMessageOf } from '../../../app/api-errors';
import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../app/i18n';
import { useHasPage } from '../../../app/route-table';
import { organisationSelected } from '../../../app/session-slice';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, Spinner } from '../../../shared/ui/feedback';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { popoverItemStyle } from '../../../shared/ui/popover';
import { useSession } from '../../auth/session';
import { useSearchQuery } from '../../search/search-api';
import { useDebouncedValue } from '../../../shared/use-debounced-value';

/** Global search (the s key): people, cards and, for superadmins, organisations to impersonate. */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  const [term, setTerm] = useState('');
  useEffect(() => {
    if (!open) setTerm('');
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={t('search.title')} closeLabel={t('common.close')} width={640} initialFocus="input">
      <label htmlFor="global-search" css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('search.label')}
      </label>
      <div css={{ position: 'relative' }}>
        <Icon name="search" size={18} css={(theme) => ({ position: 'absolute', insetInlineStart: 12, top: 11, color: theme.colors.textMuted })} />
        <input
          id="global-search"
          type="search"
          autoComplete="off"
          value={term}
          placeholder={t('search.placeholder')}
          onChange={(event) => setTerm(event.target.value)}
          css={(theme) => ({
            width: '100%',
            minHeight: 42,
            padding: theme.space(2, 3),
            paddingInlineStart: 38,
            borderRadius: theme.radius.sm,
            border: `1px solid ${theme.colors.borderStrong}`,
            background: theme.colors.surface,
            color: theme.colors.text,
            fontSize: theme.fontSize.md,
            '&:focus': { outline: `2px solid ${theme.colors.focus}`, borderColor: 'transparent' },
          })}
        />
      </div>
      <div css={(theme) => ({ marginTop: theme.space(4), minHeight: 80 })}>
        <SearchResultsView term={term.trim()} onClose={onClose} />
      </div>
    </Dialog>
  );
};

const SearchResultsView = ({ term, onClose }: { term: string; onClose: () => void }) => {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useSession();
  const hasPage = useHasPage();
  const debounced = useDebouncedValue(term, 250);
  const ready = debounced.length >= PEOPLE_SEARCH_MIN_LENGTH && debounced === term;
  const results = useSearchQuery({ organisationId: session.organisationId, term: debounced }, { skip: debounced.length < PEOPLE_SEARCH_MIN_LENGTH });

  if (term.length < PEOPLE_SEARCH_MIN_LENGTH) return <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('search.tooShort')}</p>;
  if (!ready || results.isFetching) return <Spinner label={t('common.loading')} />;
  if (results.isError) return <Alert tone="danger">{t('search.error', { message: errorMessageOf(results.error, t('common.unknownError')) })}</Alert>;
  const data = results.data;
  const people = data?.people ?? [];
  // A card is offered only once it has a page.
  const cards = (data?.cards ?? []).filter((card) => hasPage(`/portal/nfc/cards/${encodeURIComponent(card.objectID)}`));
  const organisations = session.user.superadmin ? (data?.organisations ?? []) : [];
  if (people.length + cards.length + organisations.length === 0) return <p css={{ margin: 0 }}>{t('search.noResults')}</p>;

  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
      <ResultGroup
        title={t('search.people')}
        icon="people"
        items={people.map((person) => ({
          key: person.objectID,
          label: `${person.first_name} ${person.last_name}`.trim() || person.email,
          detail: person.email,
          onSelect: () => go(`/portal/people/${encodeURIComponent(person.objectID)}`),
        }))}
      />
      <ResultGroup title={t('search.cards')} icon="card" items={cards.map((card) => ({ key: card.objectID, label: card.short_id, detail: card.name ?? card.objectID, onSelect: () => go(`/portal/nfc/cards/${encodeURIComponent(card.objectID)}`) }))} />
      <ResultGroup
        title={t('search.organisations')}
        icon="organisations"
        items={organisations.map((organisation) => ({
          key: organisation.objectID,
          label: organisation.name,
          detail: t('search.impersonate'),
          onSelect: () => {
            dispatch(organisationSelected(organisation.objectID === session.user.organisationId ? null : organisation.objectID));
            go('/portal/dashboard');
          },
        }))}
      />
    </div>
  );
};

const ResultGroup = ({ title, icon, items }: { title: string; icon: IconName; items: { key: string; label: string; detail: string; onSelect: () => void }[] }) => {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 css={(theme) => ({ margin: theme.space(0, 0, 1), fontSize: theme.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.colors.textMuted })}>{title}</h3>
      <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md, overflow: 'hidden' })}>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" onClick={item.onSelect} css={popoverItemStyle}>
              <Icon name={icon} size={18} />
              <span css={{ flex: 1, minWidth: 0 }}>
                <span css={{ display: 'block', fontWeight: 600 }}>{item.label}</span>
                <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.sm, color: theme.colors.textMuted, overflow: 'hidden', textOverflow: 'ellipsis' })}>{item.detail}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
