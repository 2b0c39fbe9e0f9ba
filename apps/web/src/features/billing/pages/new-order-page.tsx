import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DesignView } from '@profyle/contracts/designs';
import { CUSTOM_PRICE_TIERS, minimumQuantity, money, priceLine, priceSubscriptions, quantityAtLeastMinimum, sumMoney } from '@profyle/domain';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, IconButton, LinkButton, TextLink } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { CheckboxField, FieldFrame, RadioCards, SelectField, TextArea, TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, FieldGrid, Muted, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useListLocationsQuery } from '../../addresses/addresses-api';
import { useListDesignsQuery } from '../../designs/designs-api';
import { useGetOrganisationQuery } from '../../organisations/organisations-api';
import { usePlaceCardOrderMutation } from '../billing-api';
import { useMoney } from '../use-money';

interface Line {
  key: number;
  designId: string;
  quantity: string;
}

let lineKeys = 0;
const newLine = (designId = '', quantity = ''): Line => ({ key: ++lineKeys, designId, quantity });

/** A design can be ordered: stock, or approved and not archived; demo cards skip the proof approval. */
const orderable = (design: DesignView, demo: boolean) => !design.archived && (design.stock ? !demo : demo || design.status === 'approved');

/**
 * /portal/billing/orders/new (spec 002 sections 2, 4 and 5). Query: demo=true (free demo cards: one
 * line, by invoice), designId and qty to start from. Line prices follow the domain's price list as the
 * quantity changes; a quantity below the design's minimum becomes the minimum. A trial account is
 * warned first; an account with no purchased subscriptions cannot order.
 */
export const NewOrderPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { formatPence } = useMoney();
  const { organisationId } = useSession();
  const [params] = useSearchParams();
  const demo = params.get('demo') === 'true';
  const organisation = useGetOrganisationQuery(organisationId);
  const designs = useListDesignsQuery({ organisationId, section: 'all' });
  const locations = useListLocationsQuery(organisationId);
  const [place, { isLoading }] = usePlaceCardOrderMutation();
  useDocumentTitle(demo ? t('newOrder.demoTitle') : t('newOrder.title'));

  const [lines, setLines] = useState<Line[]>(() => [newLine(params.get('designId') ?? '', params.get('qty') ?? '')]);
  const [requireSubscriptions, setRequireSubscriptions] = useState(false);
  const [subscriptions, setSubscriptions] = useState('1');
  const [attention, setAttention] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [locationId, setLocationId] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<'online' | 'invoice' | null>(demo ? 'invoice' : null);
  const [po, setPo] = useState('');
  const [notes, setNotes] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [trialAcknowledged, setTrialAcknowledged] = useState(false);

  const available = useMemo(() => (designs.data?.data ?? []).filter((design) => orderable(design, demo)), [designs.data, demo]);
  const byId = useMemo(() => new Map(available.map((design) => [design.id, design])), [available]);

  // A design given in the URL starts at its minimum when no quantity was given.
  useEffect(() => {
    setLines((current) => current.map((line) => (line.designId && line.quantity === '' && byId.has(line.designId) ? { ...line, quantity: String(minimumQuantity(byId.get(line.designId)?.stock ?? false)) } : line)));
  }, [byId]);

  if (organisation.isLoading || designs.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!organisation.data) return <Alert tone="danger">{errorMessageOf(organisation.error, t('common.unknownError'))}</Alert>;
  const org = organisation.data;
  const blocked = !demo && org.subscriptions.purchased <= 0;
  const trialWarning = !demo && !blocked && org.isDemo && !trialAcknowledged;

  const priced = lines.map((line) => {
    const design = byId.get(line.designId);
    const quantity = Number.parseInt(line.quantity, 10);
    return design && Number.isSafeInteger(quantity) && quantity > 0 ? priceLine(design.stock, quantity) : null;
  });
  const subscriptionCount = requireSubscriptions ? Number.parseInt(subscriptions, 10) || 0 : 0;
  const total = sumMoney([...priced.map((line) => line?.total ?? money(0)), priceSubscriptions(Math.max(0, subscriptionCount)).total]);

  /** A field's server error goes once the field is changed. */
  const cleared = (...paths: string[]) =>
    setErrors((current) => (paths.some((path) => path in current) ? Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))) : current));
  const setLine = (key: number, change: Partial<Line>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const chooseDesign = (line: Line, designId: string) => {
    const design = byId.get(designId);
    const quantity = Number.parseInt(line.quantity, 10) || 0;
    setLine(line.key, { designId, quantity: design ? String(quantityAtLeastMinimum(design.stock, quantity)) : line.quantity });
  };
  const settleQuantity = (line: Line) => {
    const design = byId.get(line.designId);
    if (design) setLine(line.key, { quantity: String(quantityAtLeastMinimum(design.stock, Number.parseInt(line.quantity, 10) || 0)) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const result = await place({
      organisationId,
      body: {
        attention,
        contact_number: contactNumber,
        location_id: locationId,
        payment_method: demo ? 'invoice' : (paymentMethod ?? ''),
        po,
        notes,
        require_subscriptions: requireSubscriptions,
        subscriptions: requireSubscriptions ? subscriptions : 0,
        line_items: lines.filter((line) => line.designId !== '' || lines.length === 1).filter((line) => line.designId !== '').map((line) => ({ design_id: line.designId, stock: byId.get(line.designId)?.stock ?? false, quantity: line.quantity })),
        demo,
        terms_accepted: terms,
      },
    });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      setErrors(fields);
      const message = errorMessageOf(result.error, t('newOrder.createError'));
      if (Object.keys(fields).length === 0) setFormError(message);
      notify(`${t('newOrder.createError')}: ${message}`, 'error');
      return;
    }
    const { id, payment_processor } = result.data;
    if (payment_processor) navigate(`/portal/billing/orders/${encodeURIComponent(id)}/checkout`);
    else {
      notify(t('newOrder.placed'));
      navigate('/portal/billing');
    }
  };

  const tiers = CUSTOM_PRICE_TIERS.map((tier) => `${tier.from}+ ${formatPence(tier.unitPrice.minor)}`).join(', ');
  const designOptions = [
    { value: '', label: t('newOrder.chooseDesign') },
    ...available.filter((design) => !design.stock).map((design) => ({ value: design.id, label: `${design.name} (${t('newOrder.customGroup')})` })),
    ...available.filter((design) => design.stock).map((design) => ({ value: design.id, label: `${design.name} (${t('newOrder.stockGroup')})` })),
  ];

  return (
    <>
      <PageHeader title={demo ? t('newOrder.demoTitle') : t('newOrder.title')} crumbs={[{ label: t('billing.title'), to: '/portal/billing' }, { label: demo ? t('newOrder.demoTitle') : t('newOrder.title') }]} />
      <Dialog open={blocked} title={t('newOrder.blockedTitle')} onClose={() => navigate('/portal/billing')} closeLabel={t('common.close')} footer={<Button variant="primary" onClick={() => navigate('/portal/billing')}>{t('newOrder.ok')}</Button>}>
        <p>{t('newOrder.blockedBody')}</p>
      </Dialog>
      <Dialog
        open={trialWarning}
        title={t('newOrder.trialTitle')}
        onClose={() => navigate('/portal/billing')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={() => navigate('/portal/billing')}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={() => setTrialAcknowledged(true)}>
              {t('newOrder.trialContinue')}
            </Button>
          </>
        }
      >
        <p>{t('newOrder.trialBody')}</p>
      </Dialog>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={6} css={{ maxWidth: 960 }}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <Card>
            <CardTitle>{t('newOrder.designs')}</CardTitle>
            <Stack gap={4}>
              {available.length === 0 ? (
                <Alert tone="info" action={<LinkButton to={demo ? '/portal/nfc/designs/new?demo=true' : '/portal/nfc/designs/new'}>{t('newOrder.createDesign')}</LinkButton>}>
                  {t('newOrder.noDesigns')}
                </Alert>
              ) : null}
              {lines.map((line, index) => {
                const design = byId.get(line.designId);
                const price = priced[index];
                return (
                  <div key={line.key} css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'minmax(200px, 2fr) minmax(110px, 1fr) minmax(90px, 1fr) minmax(90px, 1fr) auto', alignItems: 'end', '@media (max-width: 720px)': { gridTemplateColumns: '1fr 1fr' } })}>
                    <SelectField id={`line-${index}-design`} label={t('newOrder.design')} value={line.designId} options={designOptions} disabled={demo && params.get('designId') !== null && index === 0} onChange={(event) => {
                        cleared(`line_items.${index}.design_id`, `line_items.${index}.quantity`, 'line_items');
                        chooseDesign(line, event.target.value);
                      }} error={errors[`line_items.${index}.design_id`]} />
                    <TextField
                      id={`line-${index}-quantity`}
                      label={t('newOrder.quantity')}
                      type="number"
                      inputMode="numeric"
                      min={design ? minimumQuantity(design.stock) : 1}
                      value={line.quantity}
                      hint={design ? t('newOrder.minimum', { minimum: minimumQuantity(design.stock) }) : undefined}
                      onChange={(event) => {
                        cleared(`line_items.${index}.quantity`);
                        setLine(line.key, { quantity: event.target.value });
                      }}
                      onBlur={() => settleQuantity(line)}
                      error={errors[`line_items.${index}.quantity`]}
                    />
                    <FieldFrame id={`line-${index}-unit`} label={t('newOrder.unitPrice')}>
                      <output id={`line-${index}-unit`} css={{ padding: '8px 0' }}>
                        {price ? formatPence(price.unitPrice.minor) : '–'}
                      </output>
                    </FieldFrame>
                    <FieldFrame id={`line-${index}-total`} label={t('newOrder.lineTotal')}>
                      <output id={`line-${index}-total`} aria-live="polite" css={{ padding: '8px 0', fontWeight: 600 }}>
                        {price ? (demo ? t('newOrder.free') : formatPence(price.total.minor)) : '–'}
                      </output>
                    </FieldFrame>
                    <IconButton type="button" aria-label={t('newOrder.removeLine')} title={t('newOrder.removeLine')} disabled={lines.length === 1} onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))} css={{ marginBottom: 4 }}>
                      <Icon name="trash" size={18} />
                    </IconButton>
                  </div>
                );
              })}
              {errors.line_items ? (
                <div role="alert" css={(theme) => ({ color: theme.colors.danger, fontSize: theme.fontSize.sm })}>
                  {errors.line_items}
                </div>
              ) : null}
              {demo ? null : (
                <Row justify="space-between">
                  <Button icon={<Icon name="plus" size={18} />} onClick={() => setLines((current) => [...current, newLine()])}>
                    {t('newOrder.addLine')}
                  </Button>
                  <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('newOrder.priceTiers', { tiers })}</Muted>
                </Row>
              )}
            </Stack>
          </Card>

          {demo ? null : (
            <Card>
              <Stack gap={3}>
                <CheckboxField id="require_subscriptions" label={<strong>{t('newOrder.addSubscriptions')}</strong>} checked={requireSubscriptions} onChange={(event) => setRequireSubscriptions(event.target.checked)} />
                <Muted>{t('newOrder.addSubscriptionsHint', { price: formatPence(priceSubscriptions(1).unitPrice.minor) })}</Muted>
                {requireSubscriptions ? <TextField id="subscriptions" label={t('newOrder.subscriptionCount')} type="number" min={1} inputMode="numeric" value={subscriptions} onChange={(event) => {
                      cleared('subscriptions');
                      setSubscriptions(event.target.value);
                    }} error={errors.subscriptions} css={{ maxWidth: 200 }} /> : null}
              </Stack>
            </Card>
          )}

          <Card>
            <CardTitle>{t('newOrder.delivery')}</CardTitle>
            <Stack gap={4}>
              {locations.isError ? <Alert tone="danger">{t('newOrder.locationsError', { message: errorMessageOf(locations.error, t('common.unknownError')) })}</Alert> : null}
              <FieldGrid>
                <TextField id="attention" label={t('newOrder.attention')} required maxLength={200} value={attention} onChange={(event) => {
                    cleared('attention');
                    setAttention(event.target.value);
                  }} error={errors.attention} autoComplete="name" />
                <TextField id="contact_number" label={t('newOrder.contactNumber')} required maxLength={100} value={contactNumber} onChange={(event) => {
                    cleared('contact_number');
                    setContactNumber(event.target.value);
                  }} error={errors.contact_number} autoComplete="tel" type="tel" />
              </FieldGrid>
              <SelectField
                id="location_id"
                label={t('newOrder.address')}
                required
                value={locationId}
                onChange={(event) => {
                  cleared('location_id');
                  setLocationId(event.target.value);
                }}
                error={errors.location_id}
                options={[{ value: '', label: t('newOrder.chooseAddress') }, ...(locations.data?.data ?? []).map((location) => ({ value: location.id, label: [location.name, location.line1, location.city, location.postcode].filter(Boolean).join(', ') }))]}
              />
              <div>
                <TextLink to="/portal/addresses/new">{t('newOrder.addAddress')}</TextLink>
              </div>
            </Stack>
          </Card>

          <Card>
            <CardTitle>{t('newOrder.payment')}</CardTitle>
            <Stack gap={4}>
              {demo ? (
                <Alert tone="info">{t('newOrder.demoInvoice')}</Alert>
              ) : (
                <RadioCards<'online' | 'invoice'>
                  name="payment_method"
                  legend={t('newOrder.payment')}
                  value={paymentMethod}
                  onChange={(value) => {
                    cleared('payment_method');
                    setPaymentMethod(value);
                  }}
                  error={errors.payment_method}
                  options={[
                    { value: 'online', label: t('newOrder.online'), description: t('newOrder.onlineDescription') },
                    { value: 'invoice', label: t('newOrder.invoice'), description: t('newOrder.invoiceDescription') },
                  ]}
                />
              )}
              <FieldGrid>
                <TextField id="po" label={t('newOrder.po')} maxLength={100} value={po} onChange={(event) => setPo(event.target.value)} error={errors.po} />
              </FieldGrid>
              <TextArea id="notes" label={t('newOrder.notes')} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} error={errors.notes} />
            </Stack>
          </Card>

          <Card>
            <CardTitle>{t('newOrder.summary')}</CardTitle>
            <Stack gap={4}>
              <Row justify="space-between">
                <span>{t('newOrder.subtotal')}</span>
                <strong aria-live="polite" data-testid="order-total">
                  {demo ? t('newOrder.free') : formatPence(total.minor)}
                </strong>
              </Row>
              <Muted>{t('billing.exVat')}</Muted>
              <CheckboxField
                id="terms_accepted"
                label={t('newOrder.terms')}
                checked={terms}
                onChange={(event) => {
                  cleared('terms_accepted');
                  setTerms(event.target.checked);
                }}
                error={errors.terms_accepted}
              />
              <Row justify="flex-end">
                <LinkButton to="/portal/billing">{t('common.cancel')}</LinkButton>
                <Button type="submit" variant="primary" loading={isLoading} disabled={blocked}>
                  {t('newOrder.submit')}
                </Button>
              </Row>
            </Stack>
          </Card>
        </Stack>
      </form>
    </>
  );
};

export default NewOrderPage;
