import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_THEME } from '@profyle/contracts/layouts';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/fields';
import { Card, PageHeader, Stack } from '../../../shared/ui/layout';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { useCreateLayoutMutation, useListLayoutsQuery } from '../layouts-api';
import { layoutPath, layoutsPath } from '../use-layout-route';

/** /portal/layouts/new: label, company name and theme; the editor opens on the new layout. */
export const NewLayoutPage = () => {
  const t = useT();
  useDocumentTitle(t('layouts.new'));
  const navigate = useNavigate();
  const notify = useSnackbar();
  const organisation = useCurrentOrganisation();
  const themes = useListLayoutsQuery({ organisationId: organisation.id }).data?.themes ?? [];
  const [create, { isLoading, error }] = useCreateLayoutMutation();
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [template, setTemplate] = useState(DEFAULT_THEME);
  const [nameTouched, setNameTouched] = useState(false);
  useEffect(() => {
    if (!nameTouched) setName(organisation.name);
  }, [organisation.name, nameTouched]);
  const errors = fieldErrorsOf(error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ organisationId: organisation.id, body: { label, name, template } });
    if ('error' in result) {
      notify(t('layouts.createError'), 'error');
      return;
    }
    notify(t('layouts.created', { label: result.data.label }));
    navigate(`${layoutPath(result.data.id)}/edit`);
  };

  return (
    <>
      <PageHeader title={t('layouts.new')} crumbs={[{ label: t('layouts.title'), to: layoutsPath }, { label: t('layouts.new') }]} />
      <Card css={{ maxWidth: 640 }}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap={4}>
            <TextField label={t('layouts.label')} hint={t('layouts.labelHint')} required value={label} maxLength={100} onChange={(event) => setLabel(event.target.value)} error={errors.label} autoFocus />
            <TextField
              label={t('layouts.companyName')}
              hint={t('layouts.companyNameHint')}
              required
              value={name}
              maxLength={200}
              onChange={(event) => {
                setNameTouched(true);
                setName(event.target.value);
              }}
              error={errors.name}
            />
            <SelectField
              label={t('layouts.theme')}
              value={template}
              onChange={(event) => setTemplate(event.target.value)}
              error={errors.template}
              options={themes.map((theme) => ({ value: theme.id, label: theme.deprecated ? `${theme.name} (${t('layouts.deprecated')})` : theme.name, disabled: theme.deprecated }))}
            />
            {error && !Object.keys(errors).length ? <p role="alert">{errorMessageOf(error, t('common.unknownError'))}</p> : null}
            <div css={(theme) => ({ display: 'flex', gap: theme.space(3), justifyContent: 'flex-end' })}>
              <LinkButton to={layoutsPath}>{t('common.cancel')}</LinkButton>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t('layouts.create')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </>
  );
};

export default NewLayoutPage;
