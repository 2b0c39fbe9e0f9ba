import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { CustomFieldView } from '@profyle/contracts/custom-fields';
import { CUSTOM_FIELD_KINDS } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { SelectField, Switch, TextField } from '../../../shared/ui/fields';
import { Card, FieldGrid, PageHeader, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useGetCustomFieldQuery, useSaveCustomFieldMutation } from '../custom-fields-api';
import { HistoryPanel } from '../../history/components/history-panel';

/** /portal/custom-fields/new and /portal/custom-fields/{id}/edit ('Custom field not found' for an unknown id). */
export const CustomFieldFormPage = () => {
  const { customFieldId } = useParams();
  const t = useT();
  const { organisationId } = useSession();
  const existing = useGetCustomFieldQuery({ organisationId, customFieldId: customFieldId ?? '' }, { skip: !customFieldId, refetchOnMountOrArgChange: true });
  if (!customFieldId) return <CustomFieldForm key="new" />;
  if (existing.isLoading) return <LoadingView label={t('common.loading')} />;
  if (statusOf(existing.error) === 404) return <Alert tone="danger">{t('customFields.notFound')}</Alert>;
  if (!existing.data) return <Alert tone="danger">{errorMessageOf(existing.error, t('common.unknownError'))}</Alert>;
  return <CustomFieldForm key={customFieldId} field={existing.data} />;
};

const CustomFieldForm = ({ field }: { field?: CustomFieldView }) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [values, setValues] = useState({ name: field?.name ?? '', vcard: field?.vcard ?? '', vcard_type: field?.vcard_type ?? '', hide: field?.hide ?? false, default: field?.default ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveCustomFieldMutation();
  const title = field ? t('customFields.edit') : t('customFields.new');
  useDocumentTitle(title);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = t('customFields.nameRequired');
    if (!values.vcard) found.vcard = t('customFields.typeRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await save({ organisationId, customFieldId: field?.id, body: values as never });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(field ? t('customFields.updateError') : t('customFields.createError'), 'error');
      return;
    }
    notify(field ? t('customFields.updated', { name: values.name.trim() }) : t('customFields.created', { name: values.name.trim() }));
    navigate('/portal/custom-fields');
  };

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('customFields.title'), to: '/portal/custom-fields' }, { label: title }]} />
      <form onSubmit={onSubmit} noValidate aria-label={title} css={{ maxWidth: 760 }}>
        <Card>
          <Stack gap={5}>
            <FieldGrid>
              <TextField id="custom-field-name" label={t('customFields.name')} required maxLength={100} value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} />
              <SelectField
                id="custom-field-vcard"
                label={t('customFields.vcard')}
                required
                value={values.vcard}
                onChange={(event) => set('vcard', event.target.value as never)}
                options={[{ value: '', label: t('customFields.vcardChoose') }, ...CUSTOM_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`customFields.kind.${kind}` as MessageKey) }))]}
                error={errors.vcard}
              />
              <SelectField
                id="custom-field-vcard_type"
                label={t('customFields.vcardType')}
                value={values.vcard_type}
                onChange={(event) => set('vcard_type', event.target.value as never)}
                options={[
                  { value: '', label: t('customFields.vcardType.empty') },
                  { value: 'work', label: t('customFields.vcardType.work') },
                  { value: 'home', label: t('customFields.vcardType.home') },
                ]}
              />
              <TextField id="custom-field-default" label={t('customFields.default')} hint={t('customFields.defaultHint')} maxLength={1000} value={values.default} onChange={(event) => set('default', event.target.value)} error={errors.default} />
            </FieldGrid>
            <Switch label={t('customFields.hide')} description={t('customFields.hideDescription')} checked={values.hide} onChange={(event) => set('hide', event.target.checked)} />
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <LinkButton to="/portal/custom-fields">{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {field ? t('customFields.save') : t('customFields.create')}
              </Button>
            </div>
          </Stack>
        </Card>
      </form>
      {field ? (
        <div css={(theme) => ({ maxWidth: 760, marginTop: theme.space(6) })}>
          <HistoryPanel streamId={`customfield-${field.id}`} />
        </div>
      ) : null}
    </>
  );
};

export default CustomFieldFormPage;
