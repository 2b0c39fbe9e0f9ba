import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { Alert, Badge, EmptyState, LoadingView } from '../../../shared/ui/feedback';
import { Card } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useGetOwnIntroductionsQuery } from '../self-service-api';

/** Introductions: the visitors who introduced themselves on the cardholder's Profyle, newest first. */
export const IntroductionsTab = ({ as }: { as: { token: string; organisationId: string; personId: string } }) => {
  const t = useT();
  const { formatDateTime } = useFormatters();
  const intros = useGetOwnIntroductionsQuery(as);
  if (intros.isLoading) return <LoadingView label={t('common.loading')} />;
  if (intros.isError || !intros.data) return <Alert tone="danger">{errorMessageOf(intros.error, t('common.unknownError'))}</Alert>;
  if (intros.data.data.length === 0) return <EmptyState icon="contacts" title={t('selfService.noIntroductions')}>{t('selfService.noIntroductionsBody')}</EmptyState>;
  return (
    <Card flush>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('selfService.intro.name')}</th>
              <th scope="col">{t('selfService.intro.company')}</th>
              <th scope="col">{t('selfService.intro.contact')}</th>
              <th scope="col">{t('selfService.intro.date')}</th>
              <th scope="col">{t('selfService.intro.status')}</th>
            </tr>
          </thead>
          <tbody>
            {intros.data.data.map((intro) => (
              <tr key={intro.id}>
                <td>{intro.name}</td>
                <td>{[intro.position, intro.company].filter(Boolean).join(', ')}</td>
                <td>
                  {intro.email ? <a href={`mailto:${intro.email}`}>{intro.email}</a> : null}
                  {intro.phone ? <div>{intro.phone}</div> : null}
                </td>
                <td>{intro.created_at ? formatDateTime(intro.created_at) : ''}</td>
                <td>{intro.status === 'complete' ? <Badge tone="success">{t('selfService.intro.complete')}</Badge> : <Badge tone="warning">{t('selfService.intro.pending')}</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Card>
  );
};
