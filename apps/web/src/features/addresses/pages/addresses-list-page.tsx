import { Link } from 'react-router-dom';
import { locationSummary } from '@profyle/contracts/locations';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { useListLocationsQuery } from '../addresses-api';

const tile = (theme: import('@emotion/react').Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  minHeight: 180,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  boxShadow: theme.shadow.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  overflow: 'hidden',
  '&:hover': { borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

/** /portal/addresses: a card grid with a New tile; the organisation's word for addresses throughout. */
export const AddressesListPage = () => {
  const t = useT();
  const label = useAddressLabel();
  useDocumentTitle(label.plural);
  const { organisationId } = useSession();
  const locations = useListLocationsQuery(organisationId);
  const rows = locations.data?.data ?? [];
  const newLabel = t('addresses.new', { singular: label.singular });

  return (
    <>
      <PageHeader
        title={label.plural}
        subtitle={locations.data ? t('addresses.count', { total: locations.data.total, singular: label.singularInText, label: label.pluralInText }) : undefined}
        actions={
          <LinkButton variant="primary" to="/portal/addresses/new" icon={<Icon name="plus" size={18} />}>
            {newLabel}
          </LinkButton>
        }
      />
      <QueryStates
        query={locations}
        isEmpty={rows.length === 0}
        empty={
          <EmptyState
            icon="addresses"
            title={t('addresses.empty', { label: label.pluralInText })}
            action={
              <LinkButton variant="primary" to="/portal/addresses/new" icon={<Icon name="plus" size={18} />}>
                {newLabel}
              </LinkButton>
            }
          >
            {t('addresses.emptyBody')}
          </EmptyState>
        }
      >
        <ul aria-label={label.plural} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' })}>
          <li>
            <Link to="/portal/addresses/new" css={(theme) => ({ ...tile(theme), alignItems: 'center', justifyContent: 'center', gap: theme.space(2), borderStyle: 'dashed', color: theme.colors.primary, fontWeight: 600, height: '100%' })}>
              <Icon name="plus" size={28} />
              {t('addresses.newTile', { singular: label.singular })}
            </Link>
          </li>
          {rows.map((location) => (
            <li key={location.id}>
              <Link to={`/portal/addresses/${encodeURIComponent(location.id)}`} css={tile}>
                {location.image_url ? <img src={location.image_url} alt="" css={{ width: '100%', height: 90, objectFit: 'cover' }} /> : <div aria-hidden="true" css={(theme) => ({ height: 90, display: 'grid', placeItems: 'center', background: theme.colors.surfaceSunken, color: theme.colors.textMuted })}><Icon name="addresses" size={28} /></div>}
                <div css={(theme) => ({ padding: theme.space(3, 4) })}>
                  <div css={{ fontWeight: 700 }}>{location.name || location.line1}</div>
                  <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, marginTop: 4 })}>{locationSummary(location)}</div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </QueryStates>
    </>
  );
};

export default AddressesListPage;
