import { Link } from 'react-router-dom';
import { type MessageKey, useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';
import { QueryStates } from '../../../shared/ui/query-states';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useSession } from '../../auth/session';
import { useListCustomFieldsQuery } from '../custom-fields-api';

/** /portal/custom-fields */
export const CustomFieldsListPage = () => {
  const t = useT();
  useDocumentTitle(t('customFields.title'));
  const { organisationId } = useSession();
  const fields = useListCustomFieldsQuery(organisationId);
  const rows = fields.data?.data ?? [];
  const add = (
    <LinkButton variant="primary" to="/portal/custom-fields/new" icon={<Icon name="plus" size={18} />}>
      {t('customFields.add')}
    </LinkButton>
  );
  return (
    <>
      <PageHeader title={t('customFields.title')} actions={add} />
      <Card flush>
        <QueryStates query={fields} isEmpty={rows.length === 0} empty={<EmptyState icon="customFields" title={t('customFields.empty')} action={add}>{t('customFields.emptyBody')}</EmptyState>}>
          <TableScroll>
            <Table aria-label={t('customFields.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('customFields.column.name')}</th>
                  <th scope="col">{t('customFields.column.type')}</th>
                  <th scope="col">{t('customFields.column.label')}</th>
                  <th scope="col">{t('customFields.column.hide')}</th>
                  <th scope="col">{t('customFields.column.default')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((field) => (
                  <tr key={field.id}>
                    <td>
                      <Link to={`/portal/custom-fields/${encodeURIComponent(field.id)}/edit`} css={(theme) => ({ color: theme.colors.text, fontWeight: 600 })}>
                        {field.name}
                      </Link>
                    </td>
                    <td>{t(`customFields.kind.${field.vcard}` as MessageKey)}</td>
                    <td>{t(`customFields.vcardType.${field.vcard_type || 'empty'}` as MessageKey)}</td>
                    <td>{field.hide ? t('common.yes') : t('common.no')}</td>
                    <td css={{ overflowWrap: 'anywhere' }}>{field.default}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </QueryStates>
      </Card>
    </>
  );
};

export default CustomFieldsListPage;
