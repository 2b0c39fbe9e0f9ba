import { useParams } from 'react-router-dom';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Spinner } from '../../../shared/ui/feedback';
import { Card, CardTitle, Muted, PageHeader } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetPersonQuery } from '../../people/people-api';
import { useIntroStatisticsQuery } from '../contacts-api';
import { ContactsList } from '../components/contacts-list';
import { useCountryName } from '../components/country-name';

/** /portal/people/{personId}/introductions: a person's introduction statistics (count, months, countries) and their contacts. */
export const PersonIntroductionsPage = () => {
  const t = useT();
  const { personId = '' } = useParams();
  const { organisationId } = useSession();
  const { formatNumber } = useFormatters();
  const countryName = useCountryName();
  const person = useGetPersonQuery({ organisationId, personId });
  const stats = useIntroStatisticsQuery({ organisationId, personId });
  const name = person.data ? `${person.data.person.first_name} ${person.data.person.last_name}`.trim() : '';
  useDocumentTitle(name ? t('introductions.titleOf', { name }) : t('introductions.title'));
  const months = Object.entries(stats.data?.months ?? {}).sort(([a], [b]) => a.localeCompare(b)).slice(-12);
  const highest = Math.max(1, ...months.map(([, count]) => count));
  const countries = Object.entries(stats.data?.countries ?? {}).sort((a, b) => b[1] - a[1]);

  return (
    <>
      <PageHeader
        title={name ? t('introductions.titleOf', { name }) : t('introductions.title')}
        crumbs={[
          { label: t('nav.people'), to: '/portal/people' },
          ...(name ? [{ label: name, to: `/portal/people/${encodeURIComponent(personId)}` }] : []),
          { label: t('introductions.title') },
        ]}
      />
      <div css={(theme) => ({ display: 'grid', gap: theme.space(4), gridTemplateColumns: '1fr', marginBottom: theme.space(5), [theme.mq.md]: { gridTemplateColumns: '1fr 2fr 2fr' } })}>
        <Card>
          <CardTitle>{t('introductions.count')}</CardTitle>
          {stats.data ? <div data-testid="intro-count" css={{ fontSize: '2.25rem', fontWeight: 800 }}>{formatNumber(stats.data.count)}</div> : <Spinner label={t('common.loading')} />}
        </Card>
        <Card>
          <CardTitle>{t('introductions.months')}</CardTitle>
          {months.length === 0 ? (
            <Muted>{t('introductions.empty')}</Muted>
          ) : (
            <ol aria-label={t('introductions.months')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', alignItems: 'flex-end', gap: 6, height: 96 }}>
              {months.map(([month, count]) => (
                <li key={month} title={`${month}: ${count}`} css={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%', gap: 4 }}>
                  <span css={(theme) => ({ width: '100%', maxWidth: 28, height: `${Math.max(4, (count / highest) * 70)}px`, background: theme.colors.primary, borderRadius: 4 })} />
                  <span css={(theme) => ({ fontSize: 11, color: theme.colors.textMuted })}>{month.slice(5)}</span>
                  <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{`${month}: ${count}`}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card>
          <CardTitle>{t('introductions.countries')}</CardTitle>
          {countries.length === 0 ? (
            <Muted>{t('introductions.noCountries')}</Muted>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
              {countries.slice(0, 6).map(([code, count]) => (
                <li key={code} css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>{countryName(code)}</span>
                  <strong>{formatNumber(count)}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <ContactsList personId={personId} empty={{ title: t('introductions.empty'), body: t('introductions.emptyBody') }} />
    </>
  );
};

export default PersonIntroductionsPage;
