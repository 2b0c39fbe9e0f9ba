import { useState } from 'react';
import type { OrderView } from '@profyle/contracts/orders';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, Row } from '../../../shared/ui/layout';
import { type OrderAction, useOrderActionMutation } from '../billing-api';
import { AssignCardsDialog } from './assign-cards-dialog';

type DialogName = 'invoiced' | 'shipped' | 'cancel' | 'assignCards' | null;

const ERRORS: Record<OrderAction['action'], MessageKey> = {
  paid: 'toolkit.paidError',
  'send-to-royal-mail': 'toolkit.courierError',
  completed: 'toolkit.completedError',
  invoiced: 'toolkit.invoicedError',
  shipped: 'toolkit.shippedError',
  cancel: 'toolkit.cancelError',
};

/**
 * The superadmin's fulfilment toolkit on the order page (spec 002 sections 4 and 6): each action is
 * disabled in the states the spec names; a card order also takes its cards (Assign cards). Refusals show the spec's snackbar text with the api's reason.
 */
export const FulfilmentToolkit = ({ organisationId, order }: { organisationId: string; order: OrderView }) => {
  const t = useT();
  const notify = useSnackbar();
  const [act, { isLoading }] = useOrderActionMutation();
  const [open, setOpen] = useState<DialogName>(null);
  const [invoice, setInvoice] = useState({ invoice_no: order.invoice_no ?? '', invoice_url: order.invoice_url ?? '', value: order.invoice_no ? order.value : order.list_value });
  const [tracking, setTracking] = useState({ tracking_url: order.tracking_url ?? '', posted: false });
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const { status } = order;
  const closed = status === 'cancelled';
  const run = async (action: OrderAction): Promise<boolean> => {
    setErrors({});
    const result = await act({ organisationId, orderId: order.id, ...action });
    if ('error' in result) {
      const message = errorMessageOf(result.error, t('common.unknownError'));
      setErrors(fieldErrorsOf(result.error));
      notify(action.action === 'cancel' ? t('toolkit.cancelError', { message }) : `${t(ERRORS[action.action])}: ${message}`, 'error');
      return false;
    }
    const sent = result.data as { royalMailOrderId?: string };
    notify(sent.royalMailOrderId ? t('toolkit.sent', { id: sent.royalMailOrderId }) : t('toolkit.done'));
    return true;
  };
  const submitDialog = async (action: OrderAction) => {
    if (await run(action)) setOpen(null);
  };

  return (
    <Card>
      <CardTitle>{t('toolkit.title')}</CardTitle>
      <Row gap={2}>
        <Button disabled={isLoading || status === 'paid' || status === 'completed' || closed} onClick={() => void run({ action: 'paid' })}>
          {t('toolkit.markPaid')}
        </Button>
        <Button disabled={isLoading || closed} onClick={() => setOpen('invoiced')}>
          {t('toolkit.markInvoiced')}
        </Button>
        <Button disabled={isLoading || closed || order.royal_mail_order_id !== null} onClick={() => void run({ action: 'send-to-royal-mail' })}>
          {t('toolkit.sendToCourier')}
        </Button>
        <Button disabled={isLoading || closed} onClick={() => setOpen('shipped')}>
          {t('toolkit.markShipped')}
        </Button>
        <Button disabled={isLoading || status === 'completed' || closed} onClick={() => void run({ action: 'completed' })}>
          {t('toolkit.markCompleted')}
        </Button>
        {order.kind === 'cards' ? (
          <Button disabled={isLoading || closed} onClick={() => setOpen('assignCards')}>
            {t('toolkit.assignCards')}
          </Button>
        ) : null}
        <Button variant="danger" disabled={isLoading || status === 'completed' || closed} onClick={() => setOpen('cancel')}>
          {t('toolkit.cancel')}
        </Button>
      </Row>

      <FormDialog open={open === 'invoiced'} title={t('toolkit.markInvoiced')} onClose={() => setOpen(null)} onSubmit={() => void submitDialog({ action: 'invoiced', ...invoice })} submitLabel={t('toolkit.confirm')} loading={isLoading}>
        <TextField id="invoice_no" label={t('toolkit.invoiceNo')} required maxLength={100} value={invoice.invoice_no} onChange={(event) => setInvoice({ ...invoice, invoice_no: event.target.value })} error={errors.invoice_no} />
        <TextField id="invoice_url" label={t('toolkit.invoiceUrl')} required type="url" maxLength={2000} value={invoice.invoice_url} onChange={(event) => setInvoice({ ...invoice, invoice_url: event.target.value })} error={errors.invoice_url} />
        <TextField id="invoice_value" label={t('toolkit.invoiceValue')} required inputMode="decimal" maxLength={20} value={invoice.value} onChange={(event) => setInvoice({ ...invoice, value: event.target.value })} error={errors.value} />
      </FormDialog>

      <FormDialog
        open={open === 'shipped'}
        title={t('toolkit.markShipped')}
        onClose={() => setOpen(null)}
        onSubmit={() => void submitDialog({ action: 'shipped', tracking_url: tracking.posted ? '' : tracking.tracking_url, posted: tracking.posted })}
        submitLabel={t('toolkit.confirm')}
        loading={isLoading}
      >
        <Switch label={t('toolkit.postedChoice')} checked={tracking.posted} onChange={(event) => setTracking({ ...tracking, posted: event.target.checked })} />
        {tracking.posted ? null : <TextField id="tracking_url" label={t('toolkit.trackingUrl')} type="url" maxLength={2000} value={tracking.tracking_url} onChange={(event) => setTracking({ ...tracking, tracking_url: event.target.value })} error={errors.tracking_url} />}
      </FormDialog>

      <FormDialog open={open === 'cancel'} title={t('toolkit.cancel')} onClose={() => setOpen(null)} onSubmit={() => void submitDialog({ action: 'cancel', comment })} submitLabel={t('toolkit.cancel')} submitVariant="danger" loading={isLoading}>
        <p css={{ margin: 0 }}>{t('orderPage.cancelConfirm')}</p>
        <TextArea id="cancel_comment" label={t('toolkit.cancelComment')} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} error={errors.comment} />
      </FormDialog>

      {order.kind === 'cards' ? <AssignCardsDialog organisationId={organisationId} order={order} open={open === 'assignCards'} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
};
