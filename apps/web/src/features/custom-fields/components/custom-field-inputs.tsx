import type { CustomFieldView } from '@profyle/contracts/custom-fields';
import { errorMessageOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { TextArea, TextField } from '../../../shared/ui/fields';
import { DetailList, FieldGrid, Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useListCustomFieldsQuery } from '../custom-fields-api';

const inputType: Record<CustomFieldView['vcard'], string> = { tel: 'tel', url: 'url', email: 'email', adr: 'text', note: 'text' };

/** The person form's custom fields: one input per organisation custom field, the field's default as placeholder. */
export const CustomFieldInputs = ({ values, onChange, errors }: { values: Record<string, string>; onChange: (values: Record<string, string>) => void; errors: Partial<Record<string, string>> }) => {
  const t = useT();
  const { organisationId } = useSession();
  const fields = useListCustomFieldsQuery(organisationId);
  if (fields.isError) return <Muted role="alert">{t('customFields.loadError', { message: errorMessageOf(fields.error, t('common.unknownError')) })}</Muted>;
  const list = fields.data?.data ?? [];
  if (!fields.isLoading && list.length === 0) return <Muted>{t('person.customFields.none')}</Muted>;
  const set = (id: string, value: string) => onChange({ ...values, [id]: value });
  return (
    <FieldGrid>
      {list.map((field) =>
        field.vcard === 'note' || field.vcard === 'adr' ? (
          <TextArea key={field.id} id={`person-custom_fields.${field.id}`} label={field.name} rows={3} maxLength={1000} placeholder={field.default} hint={t(`customFields.kind.${field.vcard}` as MessageKey)} value={values[field.id] ?? ''} onChange={(event) => set(field.id, event.target.value)} error={errors[`custom_fields.${field.id}`]} />
        ) : (
          <TextField key={field.id} id={`person-custom_fields.${field.id}`} label={field.name} type={inputType[field.vcard]} maxLength={1000} placeholder={field.default} hint={t(`customFields.kind.${field.vcard}` as MessageKey)} value={values[field.id] ?? ''} onChange={(event) => set(field.id, event.target.value)} error={errors[`custom_fields.${field.id}`]} />
        ),
      )}
    </FieldGrid>
  );
};

/** The person page's custom fields card: each field's name and the person's value (or the default, muted). */
export const CustomFieldValues = ({ values }: { values: Record<string, string> }) => {
  const t = useT();
  const { organisationId } = useSession();
  const fields = useListCustomFieldsQuery(organisationId);
  const list = fields.data?.data ?? [];
  if (list.length === 0) return <Muted>{t('person.customFields.none')}</Muted>;
  return (
    <Stack gap={2}>
      <DetailList
        items={list.map((field) => ({
          label: field.name,
          value: values[field.id] ? values[field.id] : field.default ? <Muted>{field.default}</Muted> : <Muted>{t('common.notSet')}</Muted>,
        }))}
      />
    </Stack>
  );
};
