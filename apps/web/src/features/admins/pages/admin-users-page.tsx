import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZES, ADMIN_USER_SORTS, type AdminUserSort, DEFAULT_ADMIN_PAGE_SIZE } from '../../../app/config';
import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Avatar } from '../../../shared/ui/avatar';
import { LinkButton } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { EmailText, SortableHeader, Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useListAdminUsersQuery } from '../admins-api';
import { AdminBadges } from '../components/admin-badges';

const pageFrom = (value: string | null) => Math.max(0, (Number.parseInt(value ?? '1', 10) || 1) - 1);
const sizeFrom = (value: string | null) => {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
};

const DEFAULT_SORT: AdminUserSort = 'email';
const sortFrom = (value: string | null): AdminUserSort => ((ADMIN_USER_SORTS as readonly string[]).includes(value ?? '') ? (value as AdminUserSort) : DEFAULT_SORT);

/**
 * /portal/admins/users: the organisation's admins and guests. Page, page size and sort (by name or e-mail,
 * either way; default e-mail) live in the URL.
 */
export const AdminUsersPage = () => {
  const t = useT();
  useDocumentTitle(t('admins.title'));
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const pageSize = sizeFrom(params.get('page_size'));
  const sort = sortFrom(params.get('sort'));
  const users = useListAdminUsersQuery({ organisationId: session.organisationId, page, page_size: pageSize, sort });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  // A server that answers the whole list is paged here, so the table never grows past the page size.
  const rows = users.data ? (users.data.data.length > pageSize ? users.data.data.slice(page * pageSize, (page + 1) * pageSize) : users.data.data) : [];

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        crumbs={[{ label: t('nav.admins') }, { label: t('admins.title') }]}
        actions={
          <LinkButton variant="primary" to="/portal/admins/invite" icon={<Icon name="plus" size={18} />}>
            {t('admins.inviteAdmin')}
          </LinkButton>
        }
      />
      <Card flush>
        <QueryStates query={users} isEmpty={rows.length === 0} empty={<EmptyState icon="admins" title={t('admins.empty')} />}>
        <>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <SortableHeader label={t('admins.name')} field="name" sort={sort} onSort={(next) => update({ sort: next === DEFAULT_SORT ? null : next, page: null })} />
                  <SortableHeader label={t('admins.email')} field="email" sort={sort} onSort={(next) => update({ sort: next === DEFAULT_SORT ? null : next, page: null })} />
                  <th scope="col">{t('admins.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Link to={`/portal/admins/users/${encodeURIComponent(user.id)}`} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), color: theme.colors.text, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })}>
                        <Avatar name={user.name || user.email} src={user.picture} size={32} />
                        {user.name || user.email}
                      </Link>
                    </td>
                    <td>
                      <EmailText value={user.email} />
                    </td>
                    <td>
                      <AdminBadges user={user} currentUserId={session.user.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={users.data?.total ?? 0}
            pageSizes={ADMIN_PAGE_SIZES}
            onPage={(next) => update({ page: next === 0 ? null : String(next + 1) })}
            onPageSize={(size) => update({ page_size: size === DEFAULT_ADMIN_PAGE_SIZE ? null : String(size), page: null })}
          />
        </>
        </QueryStates>
      </Card>
    </>
  );
};

export default AdminUsersPage;
