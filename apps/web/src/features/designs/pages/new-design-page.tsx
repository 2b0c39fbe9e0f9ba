import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UploadedDesignFile } from '@profyle/contracts/designs';
import { BRAND_ASSET_TYPES, DESIGN_CHECKBOXES, type DesignCheckboxes, type Designer, PRINT_FILE_TYPES } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, IconButton, LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { CheckboxField, RadioCards, Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { DesignFileUpload } from '../components/design-file-upload';
import { useCreateDesignMutation } from '../designs-api';

const NONE_CONFIRMED: DesignCheckboxes = { bleed: false, guides: false, fonts: false, rights: false, artwork: false, cmyk: false };

/**
 * /portal/nfc/designs/new (spec 002 sections 2 and 5): first who designs the card. The client uploads a
 * print-ready PDF and confirms the six print checks; the design team works from brand assets and the
 * client confirms the rights only. demo=true forces the design team and then goes on to the demo order.
 */
export const NewDesignPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { organisationId, user } = useSession();
  const [params] = useSearchParams();
  const demo = params.get('demo') === 'true';
  const [create, { isLoading }] = useCreateDesignMutation();
  const [designer, setDesigner] = useState<Designer | null>(demo ? 'profyle' : null);
  const [name, setName] = useState('');
  const [assets, setAssets] = useState<UploadedDesignFile[]>([]);
  const [notes, setNotes] = useState('');
  const [checkboxes, setCheckboxes] = useState<DesignCheckboxes>(NONE_CONFIRMED);
  const [stock, setStock] = useState(false);
  const [order, setOrder] = useState('0');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useDocumentTitle(t('newDesign.title'));

  const boxes = designer === 'client' ? DESIGN_CHECKBOXES : (['rights'] as const);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!designer) return;
    const result = await create({
      organisationId,
      body: { name, designer, assets: assets.map(({ url, name: fileName }) => ({ url, name: fileName })), notes, checkboxes, stock, order: stock ? order : 0 },
    });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('newDesign.createError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('newDesign.created'));
    const id = encodeURIComponent(result.data.id);
    navigate(demo ? `/portal/billing/orders/new?designId=${id}&demo=true` : `/portal/nfc/designs/${id}`);
  };

  return (
    <>
      <PageHeader title={t('newDesign.title')} crumbs={[{ label: t('designs.title'), to: '/portal/nfc/designs' }, { label: t('newDesign.title') }]} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={6} css={{ maxWidth: 860 }}>
          <Card>
            {demo ? (
              <Alert tone="info">{t('newDesign.demoForced')}</Alert>
            ) : (
              <RadioCards<Designer>
                name="designer"
                legend={t('newDesign.who')}
                value={designer}
                onChange={(value) => {
                  setDesigner(value);
                  setAssets([]);
                  setErrors({});
                }}
                options={[
                  { value: 'client', label: t('newDesign.client'), description: t('newDesign.clientDescription') },
                  { value: 'profyle', label: t('newDesign.profyle'), description: t('newDesign.profyleDescription') },
                ]}
              />
            )}
          </Card>
          {designer ? (
            <>
              <Card>
                <Stack gap={4}>
                  <TextField id="name" label={t('newDesign.name')} required maxLength={200} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
                  <DesignFileUpload
                    kind={designer === 'client' ? 'print' : 'brand'}
                    label={designer === 'client' ? t('newDesign.printFile') : t('newDesign.brandAssets')}
                    hint={designer === 'client' ? t('design.requirementsList') : t('newDesign.brandTypes', { types: BRAND_ASSET_TYPES.join(', ') })}
                    accept={designer === 'client' ? PRINT_FILE_TYPES : BRAND_ASSET_TYPES}
                    multiple={designer === 'profyle'}
                    error={errors.assets ?? Object.entries(errors).find(([path]) => path.startsWith('assets.'))?.[1]}
                    onUploaded={(file) => setAssets((current) => (designer === 'client' ? [file] : [...current, file]))}
                  />
                  {assets.length ? (
                    <ul aria-label={designer === 'client' ? t('newDesign.printFile') : t('newDesign.brandAssets')} css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
                      {assets.map((asset) => (
                        <li key={asset.url} css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                          <Icon name="check" size={16} />
                          <span css={{ flex: 1 }}>{asset.name}</span>
                          <IconButton type="button" aria-label={t('newDesign.remove', { name: asset.name })} onClick={() => setAssets((current) => current.filter((other) => other.url !== asset.url))}>
                            <Icon name="trash" size={16} />
                          </IconButton>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <TextArea id="notes" label={t('newDesign.notes')} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} error={errors.notes} />
                  {user.superadmin && !demo ? (
                    <>
                      <Switch label={t('newDesign.stock')} checked={stock} onChange={(event) => setStock(event.target.checked)} />
                      {stock ? <TextField id="order" label={t('newDesign.stockOrder')} type="number" value={order} onChange={(event) => setOrder(event.target.value)} css={{ maxWidth: 160 }} /> : null}
                    </>
                  ) : null}
                </Stack>
              </Card>
              {stock ? null : (
                <Card>
                  <CardTitle>{t('newDesign.confirmations')}</CardTitle>
                  {designer === 'client' ? <Muted css={{ display: 'block', marginBottom: 12 }}>{t('design.requirementsList')}</Muted> : null}
                  <Stack gap={3}>
                    {boxes.map((box) => (
                      <CheckboxField
                        key={box}
                        id={`checkbox-${box}`}
                        label={t(`newDesign.check.${box}`)}
                        checked={checkboxes[box]}
                        onChange={(event) => setCheckboxes({ ...checkboxes, [box]: event.target.checked })}
                        error={errors[`checkboxes.${box}`]}
                      />
                    ))}
                  </Stack>
                </Card>
              )}
              <Row justify="flex-end">
                <LinkButton to="/portal/nfc/designs">{t('common.cancel')}</LinkButton>
                <Button type="submit" variant="primary" loading={isLoading}>
                  {t('newDesign.submit')}
                </Button>
              </Row>
            </>
          ) : null}
        </Stack>
      </form>
    </>
  );
};

export default NewDesignPage;
