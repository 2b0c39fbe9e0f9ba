import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { GroupDetail } from '@profyle/contracts/groups';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { SelectField, Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { NotFoundPage } from '../../shell/pages/not-found-page';
import { INTRO_EMAIL_PLACEHOLDERS } from '../../../shared/intro-email-placeholders';
import { LocationPicker } from '../../addresses/components/location-picker';
import { GroupSelect } from '../components/group-select';
import { useLayoutChoices } from '../../layouts/components/layout-choice';
import { useGetGroupQuery, useListGroupsQuery, useSaveGroupMutation } from '../groups-api';

interface GroupFormValues {
  name: string;
  parent_id: string | null;
  configuration_id: string;
  enable_exchange: boolean;
  location_ids: string[];
  custom_intro_email_html: string;
}

const valuesOf = (group?: GroupDetail): GroupFormValues => ({
  name: group?.name ?? '',
  parent_id: group?.parent_id ?? null,
  configuration_id: group?.configuration_id ?? 'default',
  enable_exchange: group?.enable_exchange ?? false,
  location_ids: [...(group?.location_ids ?? [])],
  custom_intro_email_html: group?.custom_intro_email_html ?? '',
});

/** /portal/groups/new and /portal/groups/{groupId}/edit */
export const GroupFormPage = () => {
  const { groupId } = useParams();
  const t = useT();
  const { organisationId } = useSession();
  const existing = useGetGroupQuery({ organisationId, groupId: groupId ?? '' }, { skip: !groupId, refetchOnMountOrArgChange: true });
  if (!groupId) return <GroupForm key="new" />;
  if (existing.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(existing.error) === 404) return <NotFoundPage inPortal />;
  if (!existing.data) return <Alert tone="danger">{errorMessageOf(existing.error, t('common.unknownError'))}</Alert>;
  return <GroupForm key={groupId} group={existing.data} />;
};

const GroupForm = ({ group }: { group?: GroupDetail }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const addressLabel = useAddressLabel();
  const [values, setValues] = useState<GroupFormValues>(valuesOf(group));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveGroupMutation();
  const tree = useListGroupsQuery(organisationId);
  const layouts = useLayoutChoices();
  const title = group ? t('groups.edit') : t('groups.new');
  useDocumentTitle(title);

  // A group cannot move under itself or its own subgroups: they are not offered as parents.
  const excluded = (() => {
    if (!group) return [];
    const ids = [group.id];
    const rows = tree.data?.data ?? [];
    for (let i = 0; i < ids.length; i++) for (const row of rows) if (row.parent_id === ids[i]) ids.push(row.id);
    return ids;
  })();

  const set = <K extends keyof GroupFormValues>(field: K, value: GroupFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: t('groups.nameRequired') });
      return;
    }
    const result = await save({ organisationId, groupId: group?.id, body: { ...values, parent_id: values.parent_id ?? 'none' } });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(group ? t('groups.updateError') : t('groups.createError'), 'error');
      return;
    }
    const name = values.name.trim();
    notify(group ? t('groups.updated', { name }) : t('groups.created', { name }));
    navigate(`/portal/groups/${encodeURIComponent(result.data.id)}`);
  };

  const crumbs = [{ label: t('groups.title'), to: '/portal/groups' }, ...(group ? [{ label: group.name, to: `/portal/groups/${encodeURIComponent(group.id)}` }] : []), { label: title }];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <form onSubmit={onSubmit} noValidate aria-label={title} css={{ maxWidth: 760 }}>
        <Card>
          <Stack gap={5}>
            {errors[''] ? <Alert tone="danger">{errors['']}</Alert> : null}
            <TextField id="group-name" label={t('groups.name')} required maxLength={100} value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} />
            <GroupSelect id="group-parent_id" label={t('groups.parent')} noneLabel={t('groups.parentNone')} hint={t('groups.parentHint')} value={values.parent_id} onChange={(id) => set('parent_id', id)} exclude={excluded} error={errors.parent_id} />
            <SelectField
              id="group-configuration_id"
              label={t('groups.layout')}
              hint={t('groups.layoutHint')}
              value={layouts.effectiveId(values.configuration_id)}
              onChange={(event) => set('configuration_id', event.target.value)}
              options={layouts.options.length > 0 ? layouts.options : [{ value: 'default', label: t('groups.layoutDefault') }]}
              error={errors.configuration_id}
            />
            <Switch label={t('groups.enableExchange')} description={t('groups.enableExchangeDescription')} checked={values.enable_exchange} onChange={(event) => set('enable_exchange', event.target.checked)} />
            <LocationPicker
              id="group-location_ids"
              label={t('groups.addresses', { label: addressLabel.plural })}
              hint={t('groups.addressesHint', { label: addressLabel.pluralInText })}
              value={values.location_ids}
              onChange={(ids) => set('location_ids', ids)}
              error={errors.location_ids}
            />
            <TextArea
              id="group-custom_intro_email_html"
              label={t('groups.introEmail')}
              hint={t('groups.introEmailHint', INTRO_EMAIL_PLACEHOLDERS)}
              rows={6}
              value={values.custom_intro_email_html}
              onChange={(event) => set('custom_intro_email_html', event.target.value)}
              error={errors.custom_intro_email_html}
            />
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to={group ? `/portal/groups/${encodeURIComponent(group.id)}` : '/portal/groups'}>{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {group ? t('groups.save') : t('groups.create')}
              </Button>
            </div>
          </Stack>
        </Card>
      </form>
    </>
  );
};

export default GroupFormPage;
