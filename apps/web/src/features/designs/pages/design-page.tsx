import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { UploadedDesignFile } from '@profyle/contracts/designs';
import { BRAND_ASSET_TYPES, hasFileType, PREVIEW_IMAGE_TYPES, PRINT_FILE_TYPES } from '@profyle/domain';
import { errorMessageOf, statusOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, LinkButton } from '../../../shared/ui/button';
import { OutboundLink } from '../../billing/components/outbound-link';
import { EditableText } from '../../../shared/ui/editable-text';
import { Alert, Badge, LoadingView } from '../../../shared/ui/feedback';
import { Card, CardTitle, DetailList, Muted, PageHeader, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { DesignFileUpload } from '../components/design-file-upload';
import { DesignStatusBadge } from '../components/design-status-badge';
import { DesignTeamTools } from '../components/design-team-tools';
import { ProofReview } from '../components/proof-review';
import { useDesignActionMutation, useGetDesignQuery } from '../designs-api';
import { HistoryPanel } from '../../history/components/history-panel';

/**
 * /portal/nfc/designs/{id} (spec 002): the design, its preview and proof, the proof review when a proof
 * awaits approval, the re-upload when the design team asked for assets, name and notes edited in place,
 * archive, the history, and the design team's tools for superadmins.
 */
export const DesignPage = () => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId, user } = useSession();
  const { designId = '' } = useParams();
  const { formatDateTime } = useFormatters();
  const query = useGetDesignQuery({ organisationId, designId });
  const [act, acting] = useDesignActionMutation();
  const [reupload, setReupload] = useState<UploadedDesignFile[]>([]);
  const [reuploadError, setReuploadError] = useState<string | null>(null);
  const design = query.data;
  useDocumentTitle(design?.name ?? t('designs.title'));

  if (query.isLoading) return <LoadingView label={t('common.loading')} />;
  if (!design) return <Alert tone="danger">{statusOf(query.error) === 404 ? t('designs.notFound') : t('designs.loadError', { message: errorMessageOf(query.error, t('common.unknownError')) })}</Alert>;
  const mine = design.organisationId === organisationId;

  const update = async (change: { name?: string; notes?: string }) => {
    const result = await act({ organisationId, designId, action: 'update', ...change });
    if ('error' in result) return `${t('design.updateError')}: ${errorMessageOf(result.error, t('common.unknownError'))}`;
    notify(t('design.saved'));
    return null;
  };
  const sendAssets = async () => {
    const result = await act({ organisationId, designId, action: 'update', assets: reupload.map(({ url, name }) => ({ url, name })) });
    if ('error' in result) {
      setReuploadError(errorMessageOf(result.error, t('common.unknownError')));
      notify(t('design.uploadAssetsError'), 'error');
      return;
    }
    setReupload([]);
    setReuploadError(null);
    notify(t('design.assetsSent'));
  };
  const toggleArchive = async () => {
    const result = await act({ organisationId, designId, action: design.archived ? 'unarchive' : 'archive' });
    if ('error' in result) notify(`${t('designs.archiveError', { name: design.name })}: ${errorMessageOf(result.error, t('common.unknownError'))}`, 'error');
    else notify(t(design.archived ? 'designs.unarchivedDone' : 'designs.archivedDone', { name: design.name }));
  };

  const proofIsImage = design.proofFilename ? hasFileType(design.proofFilename, PREVIEW_IMAGE_TYPES) : false;
  const needsAssets = mine && (design.status === 'assets_requested' || design.status === 'changes_requested');
  const requestComment = [...design.history].reverse().find((entry) => entry.action === 'requested_assets' || entry.action === 'rejected_proof')?.comment;
  return (
    <>
      <PageHeader
        title={
          <Row gap={3}>
            <span>{design.name}</span>
            {design.stock ? <Badge>{t('design.stockBadge')}</Badge> : <DesignStatusBadge status={design.status} />}
            {design.archived ? <Badge>{t('design.archivedBadge')}</Badge> : null}
          </Row>
        }
        crumbs={[{ label: t('designs.title'), to: '/portal/nfc/designs' }, { label: design.name }]}
        actions={
          <>
            {mine ? (
              <Button loading={acting.isLoading} onClick={() => void toggleArchive()}>
                {design.archived ? t('designs.unarchive') : t('designs.archive')}
              </Button>
            ) : null}
            {!design.archived && (design.stock || design.status === 'approved') ? (
              <LinkButton variant="primary" to={`/portal/billing/orders/new?designId=${encodeURIComponent(design.id)}`}>
                {t('designs.order')}
              </LinkButton>
            ) : null}
          </>
        }
      />
      <Stack gap={6}>
        {mine && design.requiresApproval ? <ProofReview design={design} /> : null}
        {needsAssets ? (
          <Card>
            <Stack gap={4}>
              <Alert tone="warning" title={t('design.assetsRequestedTitle')}>
                {requestComment}
              </Alert>
              <DesignFileUpload
                kind={design.designer === 'client' ? 'print' : 'brand'}
                label={t('design.uploadAssets')}
                accept={design.designer === 'client' ? PRINT_FILE_TYPES : BRAND_ASSET_TYPES}
                multiple
                error={reuploadError ?? undefined}
                onUploaded={(file) => setReupload((current) => [...current, file])}
              />
              {reupload.length ? <Muted>{reupload.map((file) => file.name).join(', ')}</Muted> : null}
              <Row justify="flex-end">
                <Button
                  variant="primary"
                  loading={acting.isLoading}
                  onClick={() => (reupload.length ? void sendAssets() : setReuploadError(t('design.assetFileRequired')))}
                >
                  {t('design.uploadAssets')}
                </Button>
              </Row>
            </Stack>
          </Card>
        ) : null}
        {user.superadmin && mine ? <DesignTeamTools design={design} /> : null}
        <HistoryPanel streamId={`design-${design.id}`} />
        <div css={(theme) => ({ display: 'grid', gap: theme.space(6), gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' })}>
          <Card>
            <CardTitle>{t('design.preview')}</CardTitle>
            {design.imageUrl ? <img src={design.imageUrl} alt={design.name} css={(theme) => ({ width: '100%', borderRadius: theme.radius.md })} /> : <Muted>{t('designs.noPreview')}</Muted>}
          </Card>
          <Card>
            <CardTitle>{t('design.proof')}</CardTitle>
            {design.proofUrl ? (
              <Stack gap={3}>
                {proofIsImage ? <img src={design.proofUrl} alt={t('design.proof')} css={(theme) => ({ width: '100%', borderRadius: theme.radius.md })} /> : null}
                <OutboundLink href={design.proofUrl}>
                  {t('design.openProof', { name: design.proofFilename ?? '' })}
                </OutboundLink>
              </Stack>
            ) : (
              <Muted>{t('design.noProof')}</Muted>
            )}
          </Card>
        </div>
        <Card>
          <CardTitle>{t('design.details')}</CardTitle>
          <Stack gap={4}>
            {mine ? <EditableText label={t('design.name')} value={design.name} placeholder={t('design.name')} maxLength={200} onSave={(name) => update({ name })} /> : null}
            {mine ? <EditableText label={t('design.notes')} value={design.notes} placeholder={t('design.notesPlaceholder')} maxLength={2000} multiline onSave={(notes) => update({ notes })} /> : null}
            <DetailList
              items={[
                { label: t('design.designer'), value: design.designer === 'client' ? t('design.designerClient') : t('design.designerProfyle') },
                {
                  label: t('design.assets'),
                  value: design.assets.length ? (
                    <ul css={{ margin: 0, paddingInlineStart: 18 }}>
                      {design.assets.map((asset) => (
                        <li key={asset.url}>
                          <OutboundLink href={asset.url}>
                            {asset.name}
                          </OutboundLink>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '–'
                  ),
                },
                { label: t('design.createdBy'), value: design.meta.createdBy },
                { label: t('design.created'), value: formatDateTime(design.meta.createdAt) },
                ...(design.approvedAt ? [{ label: t('design.approvedBy'), value: `${design.approvedBy ?? ''}, ${formatDateTime(design.approvedAt)}` }] : []),
              ]}
            />
          </Stack>
        </Card>
        <Card>
          <CardTitle>{t('design.history')}</CardTitle>
          <ol css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3) })}>
            {design.history.map((entry) => (
              <li key={entry.id} css={(theme) => ({ display: 'grid', gap: 2, paddingInlineStart: theme.space(3), borderInlineStart: `3px solid ${theme.colors.border}` })}>
                <strong>{t(`design.historyAction.${entry.action}`)}</strong>
                {entry.comment ? <span css={{ whiteSpace: 'pre-wrap' }}>{entry.comment}</span> : null}
                <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>
                  {formatDateTime(entry.at)} · {entry.by}
                </Muted>
              </li>
            ))}
          </ol>
        </Card>
      </Stack>
    </>
  );
};

export default DesignPage;
