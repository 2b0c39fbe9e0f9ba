import { Link, useNavigate } from 'react-router-dom';
import { GROUP_INDENT_PX } from '@profyle/contracts/groups';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton, TextLink } from '../../../shared/ui/button';
import { Badge, EmptyState } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { useListGroupsQuery } from '../groups-api';
import { LayoutLink } from '../../layouts/components/layout-choice';

/** Hidden on narrow screens: the narrow view shows the name and people only (spec 001 section 2). */
const wide = (theme: import('@emotion/react').Theme) => ({ display: 'none', [theme.mq.md]: { display: 'table-cell' } });

/** /portal/groups: the tree list, indented 20 px per depth and sorted by name. */
export const GroupsListPage = () => {
  const t = useT();
  useDocumentTitle(t('groups.title'));
  const navigate = useNavigate();
  const { formatNumber } = useFormatters();
  const { organisationId } = useSession();
  const addressLabel = useAddressLabel();
  const groups = useListGroupsQuery(organisationId);
  const rows = groups.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('groups.title')}
        subtitle={groups.data ? t('groups.count', { total: groups.data.total }) : undefined}
        actions={
          <LinkButton variant="primary" to="/portal/groups/new" icon={<Icon name="plus" size={18} />}>
            {t('groups.add')}
          </LinkButton>
        }
      />
      <Card flush>
        <QueryStates
          query={groups}
          isEmpty={rows.length === 0}
          empty={
            <EmptyState icon="groups" title={t('groups.empty')} action={<TextLink to="/portal/groups/new">{t('groups.createFirst')}</TextLink>}>
              {t('groups.emptyBody')}
            </EmptyState>
          }
        >
          <TableScroll>
            <Table aria-label={t('groups.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('groups.column.name')}</th>
                  <th scope="col">{t('groups.column.people')}</th>
                  <th scope="col" css={wide}>
                    {t('groups.column.addresses', { label: addressLabel.plural })}
                  </th>
                  <th scope="col" css={wide}>
                    {t('groups.column.layout')}
                  </th>
                  <th scope="col" css={wide}>
                    {t('groups.column.introductions')}
                  </th>
                  <th scope="col" css={wide}>
                    {t('groups.column.introEmail')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((group) => {
                  const href = `/portal/groups/${encodeURIComponent(group.id)}`;
                  return (
                    <tr key={group.id} data-group-id={group.id} onClick={(event) => !(event.target as HTMLElement).closest('a') && navigate(href)} css={{ cursor: 'pointer' }}>
                      <td>
                        <span data-depth={group.depth} css={{ display: 'inline-block', paddingInlineStart: group.depth * GROUP_INDENT_PX }}>
                          <Link to={href} title={group.full_name} css={(theme) => ({ color: theme.colors.text, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
                            {group.name}
                          </Link>
                        </span>
                      </td>
                      <td>
                        <Link to={`/portal/people?group=${encodeURIComponent(group.id)}`} aria-label={`${t('groups.peopleCount', { count: group.people })}: ${group.name}`} css={(theme) => ({ color: theme.colors.primary })}>
                          {formatNumber(group.people)}
                        </Link>
                      </td>
                      <td css={wide}>{formatNumber(group.location_ids.length)}</td>
                      <td css={wide}>{<LayoutLink layoutId={group.configuration_id} fallback={t('groups.layoutDefault')} />}</td>
                      <td css={wide}>{group.enable_exchange ? <Badge tone="success">{t('common.on')}</Badge> : <Badge>{t('common.off')}</Badge>}</td>
                      <td css={wide}>{group.custom_intro_email_html ? t('groups.introEmailCustom') : t('groups.introEmailDefault')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
        </QueryStates>
      </Card>
    </>
  );
};

export default GroupsListPage;
