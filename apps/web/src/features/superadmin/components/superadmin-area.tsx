import { type FormEvent, useState } from 'react';
import type { OrganisationView } from '@profyle/contracts/organisation';
import { DEFAULT_SUBSCRIPTIONS_CHANGE_COUNT } from '@profyle/contracts/subscriptions';
import { daysLater, CLOSED_RETENTION_DAYS } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, LinkButton } from '../../../shared/ui/button';
import { Alert, Badge, type Tone } from '../../../shared/ui/feedback';
import { Switch, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, DetailList, Stack } from '../../../shared/ui/layout';
import { AssignCardsTool } from './assign-cards-tool';
import { ConfirmDialog } from './confirm-dialog';
import { type LifecycleAction, useAddSampleDataMutation, useChangeLifecycleMutation, useChangeSubscriptionsMutation, useSetCloseAfterMutation, useSetPartnerMutation } from '../superadmin-api';

const STATUS_TONES: Record<OrganisationView['accountStatus'], Tone> = { trial: 'info', trial_expired: 'warning', customer: 'success', closed: 'danger', pending_deletion: 'danger' };

export const AccountStatusBadge = ({ status }: { status: OrganisationView['accountStatus'] }) => {
  const t = useT();
  return <Badge tone={STATUS_TONES[status]}>{t(`superadmin.status.${status}` as MessageKey)}</Badge>;
};

type Confirming = 'close' | 'sample' | 'upgrade' | null;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section css={(theme) => ({ borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space(5) })}>
    <h3 css={(theme) => ({ margin: theme.space(0, 0, 3), fontSize: theme.fontSize.md })}>{title}</h3>
    {children}
  </section>
);

/**
 * The dashboard's Super Admin area (spec 000 section 6): the organisation's facts and lifecycle, the demo
 * extension, close and reopen, sample data (after a confirmation), the partner flag, the closing date of
 * a non-renewing account, adding (non-trials only) or removing subscriptions, and assigning cards.
 */
export const SuperadminArea = ({ organisation, timezone, showOrganisationsLink }: { organisation: OrganisationView; timezone: string; showOrganisationsLink: boolean }) => {
  const t = useT();
  const notify = useSnackbar();
  const { formatDate, formatNumber } = useFormatters();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [changeLifecycle, lifecycle] = useChangeLifecycleMutation();
  const [addSampleData, sample] = useAddSampleDataMutation();
  const [setPartner, partner] = useSetPartnerMutation();
  const [setCloseAfter, closeAfterSaving] = useSetCloseAfterMutation();
  const [closeAfter, setCloseAfterValue] = useState(organisation.closeAfter?.slice(0, 10) ?? '');
  const { id, name } = organisation;
  const closed = organisation.closed !== null;

  const runLifecycle = async (action: LifecycleAction, success: (view: OrganisationView) => string, failure: MessageKey) => {
    const result = await changeLifecycle({ organisationId: id, action });
    setConfirming(null);
    if ('error' in result) notify(t(failure), 'error');
    else notify(success(result.data));
  };

  const onSampleData = async () => {
    const result = await addSampleData({ organisationId: id });
    setConfirming(null);
    if ('error' in result) notify(t('superadmin.sampleDataError'), 'error');
    else notify(t('superadmin.sampleDataAdded', { ...result.data }));
  };

  const onPartner = async (isPartner: boolean) => {
    const result = await setPartner({ organisationId: id, isPartner });
    if ('error' in result) notify(t('superadmin.partnerError'), 'error');
    else notify(t(isPartner ? 'superadmin.partnerOn' : 'superadmin.partnerOff', { name }));
  };

  const saveCloseAfter = async (value: string | null) => {
    const result = await setCloseAfter({ organisationId: id, closeAfter: value });
    if ('error' in result) {
      notify(`${t('superadmin.closeAfterError')}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
      return;
    }
    if (value === null) setCloseAfterValue('');
    notify(t(value === null ? 'superadmin.closeAfterCleared' : 'superadmin.closeAfterSaved'));
  };

  const facts = [
    { label: t('superadmin.organisationId'), value: <code>{id}</code> },
    {
      label: t('superadmin.status'),
      value: (
        <span css={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
          <AccountStatusBadge status={organisation.accountStatus} />
          {organisation.isPartner ? <Badge tone="info">{t('superadmin.partner')}</Badge> : null}
        </span>
      ),
    },
    { label: t('superadmin.created'), value: formatDate(organisation.meta.createdAt) },
    ...(organisation.isDemo && organisation.demoExpiresOn
      ? [{ label: t(organisation.isDemoExpired ? 'superadmin.trialEnded' : 'superadmin.trialEnds'), value: formatDate(organisation.demoExpiresOn) }]
      : []),
    ...(closed ? [{ label: t('superadmin.closedOn'), value: formatDate(organisation.closed) }, { label: t('superadmin.dataKeptUntil'), value: formatDate(organisation.deleteAfter) }] : []),
    { label: t('superadmin.plan'), value: organisation.subscriptions.type },
    { label: t('superadmin.orgSize'), value: organisation.orgSize ? formatNumber(organisation.orgSize) : t('superadmin.notSet') },
    { label: t('superadmin.website'), value: organisation.websiteUrl ?? t('superadmin.notSet') },
    { label: t('dashboard.superadmin.timezone'), value: timezone },
  ];

  return (
    <Card aria-labelledby="superadmin-area-title" css={(theme) => ({ borderColor: theme.colors.warning })}>
      <Stack gap={5}>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: theme.space(3) })}>
          <div>
            <CardTitle id="superadmin-area-title">{t('superadmin.area')}</CardTitle>
            <p css={(theme) => ({ margin: theme.space(1, 0, 0), color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('superadmin.areaHint')}</p>
          </div>
          {showOrganisationsLink ? (
            <LinkButton to="/portal/orgs" size="sm">
              {t('dashboard.superadmin.organisations')}
            </LinkButton>
          ) : null}
        </div>
        {closed ? (
          <Alert tone={organisation.pendingDeletion ? 'danger' : 'warning'}>
            {t(organisation.pendingDeletion ? 'superadmin.pendingDeletionBanner' : 'superadmin.closedBanner', { date: formatDate(organisation.closed), until: formatDate(organisation.deleteAfter) })}
          </Alert>
        ) : null}
        <DetailList items={facts} />

        <Section title={t('superadmin.lifecycle')}>
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
            {organisation.isDemo && !closed ? (
              <Button loading={lifecycle.isLoading && lifecycle.originalArgs?.action === 'extend-demo'} onClick={() => void runLifecycle('extend-demo', (view) => t('superadmin.extended', { date: formatDate(view.demoExpiresOn) }), 'superadmin.extendError')}>
                {t('superadmin.extendDemo')}
              </Button>
            ) : null}
            {organisation.isDemo && !closed ? <Button onClick={() => setConfirming('upgrade')}>{t('superadmin.upgrade')}</Button> : null}
            {!closed ? <Button onClick={() => setConfirming('sample')}>{t('superadmin.sampleData')}</Button> : null}
            {closed ? (
              <Button variant="primary" loading={lifecycle.isLoading} onClick={() => void runLifecycle('reopen-account', () => t('superadmin.reopened', { name }), 'superadmin.reopenError')}>
                {t('superadmin.reopen')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming('close')}>
                {t('superadmin.close')}
              </Button>
            )}
          </div>
          <div css={(theme) => ({ marginTop: theme.space(5), maxWidth: 520 })}>
            <Switch label={t('superadmin.partnerSwitch')} description={t('superadmin.partnerSwitchHint')} checked={organisation.isPartner} disabled={partner.isLoading} onChange={(event) => void onPartner(event.target.checked)} />
          </div>
          {!closed ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void saveCloseAfter(closeAfter ? new Date(`${closeAfter}T00:00:00`).toISOString() : null);
              }}
              css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space(2), marginTop: theme.space(5) })}
            >
              <div css={{ minWidth: 220 }}>
                <TextField id="superadmin-close-after" type="date" label={t('superadmin.closeAfter')} hint={t('superadmin.closeAfterHint')} value={closeAfter} onChange={(event) => setCloseAfterValue(event.target.value)} />
              </div>
              <Button type="submit" loading={closeAfterSaving.isLoading} disabled={!closeAfter}>
                {t('superadmin.closeAfterSave')}
              </Button>
              {organisation.closeAfter ? (
                <Button variant="ghost" onClick={() => void saveCloseAfter(null)}>
                  {t('superadmin.closeAfterClear')}
                </Button>
              ) : null}
            </form>
          ) : null}
        </Section>

        <Section title={t('superadmin.subscriptions')}>
          <SubscriptionsTool organisation={organisation} />
        </Section>

        {!closed ? (
          <Section title={t('superadmin.assignCards')}>
            <AssignCardsTool organisationId={id} />
          </Section>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={confirming === 'close'}
        title={t('superadmin.closeConfirmTitle', { name })}
        confirmLabel={t('superadmin.close')}
        variant="danger"
        busy={lifecycle.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void runLifecycle('close-account', () => t('superadmin.closed', { name }), 'superadmin.closeError')}
      >
        {t('superadmin.closeConfirmBody', { date: formatDate(daysLater(new Date().toISOString(), CLOSED_RETENTION_DAYS)) })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'upgrade'}
        title={t('superadmin.upgradeConfirmTitle', { name })}
        confirmLabel={t('superadmin.upgrade')}
        busy={lifecycle.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void runLifecycle('upgrade-to-live', () => t('superadmin.upgraded', { name }), 'superadmin.upgradeError')}
      >
        {t('superadmin.upgradeConfirmBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'sample'}
        title={t('superadmin.sampleDataConfirmTitle', { name })}
        confirmLabel={t('superadmin.sampleData')}
        busy={sample.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void onSampleData()}
      >
        {t('superadmin.sampleDataConfirmBody')}
      </ConfirmDialog>
    </Card>
  );
};

/** Add (non-trials only) or remove subscriptions: count (default 20) and a reason, both required. */
const SubscriptionsTool = ({ organisation }: { organisation: OrganisationView }) => {
  const t = useT();
  const notify = useSnackbar();
  const [count, setCount] = useState(String(DEFAULT_SUBSCRIPTIONS_CHANGE_COUNT));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ count?: string; reason?: string }>({});
  const [change, { isLoading, originalArgs }] = useChangeSubscriptionsMutation();

  const submit = async (kind: 'add' | 'remove') => {
    const number = Number(count);
    const problems = {
      ...(Number.isSafeInteger(number) && number > 0 ? {} : { count: t('superadmin.invalidCount') }),
      ...(reason.trim() ? {} : { reason: t('superadmin.reasonRequired') }),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const result = await change({ organisationId: organisation.id, change: kind, count: number, reason: reason.trim() });
    if ('error' in result) {
      const message = errorMessageOf(result.error, t('common.unknownError'));
      notify(t(kind === 'add' ? 'superadmin.addError' : 'superadmin.removeError', { message }), 'error');
      return;
    }
    setReason('');
    notify(t(kind === 'add' ? 'superadmin.subscriptionsAdded' : 'superadmin.subscriptionsRemoved', { count: number }));
  };

  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('superadmin.subscriptions')}>
      <p css={(theme) => ({ margin: theme.space(0, 0, 3), color: theme.colors.textMuted })}>
        {t('superadmin.subscriptionsPool', { used: organisation.subscriptions.used, purchased: organisation.subscriptions.purchased })}
      </p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'minmax(100px, 140px) minmax(200px, 1fr)' })}>
        <TextField id="superadmin-count" type="number" min={1} step={1} label={t('superadmin.count')} value={count} onChange={(event) => setCount(event.target.value)} error={errors.count} />
        <TextField id="superadmin-reason" label={t('superadmin.reason')} hint={t('superadmin.reasonHint')} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
      </div>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2), marginTop: theme.space(3) })}>
        <Button variant="primary" disabled={organisation.isDemo} loading={isLoading && originalArgs?.change === 'add'} onClick={() => void submit('add')}>
          {t('superadmin.addSubscriptions')}
        </Button>
        <Button loading={isLoading && originalArgs?.change === 'remove'} onClick={() => void submit('remove')}>
          {t('superadmin.removeSubscriptions')}
        </Button>
        {organisation.isDemo ? <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('superadmin.addOnlyNonTrial')}</span> : null}
      </div>
    </form>
  );
};

export default SuperadminArea;
