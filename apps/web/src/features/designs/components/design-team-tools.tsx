import { useState } from 'react';
import type { DesignView } from '@profyle/contracts/designs';
import { PREVIEW_IMAGE_TYPES } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button, LinkButton } from '../../../shared/ui/button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { TextArea } from '../../../shared/ui/fields';
import { Card, CardTitle, FieldGrid, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useDesignActionMutation } from '../designs-api';
import { DesignFileUpload } from './design-file-upload';

/**
 * The design team's tools (superadmin, spec 002 section 6): upload a proof (the customer is e-mailed),
 * a preview image, request assets with a comment (the creator is e-mailed), create a demo card order.
 */
export const DesignTeamTools = ({ design }: { design: DesignView }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [act, { isLoading }] = useDesignActionMutation();
  const [requesting, setRequesting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const final = design.status === 'approved';

  const onRequest = async () => {
    const result = await act({ organisationId, designId: design.id, action: 'request-assets', comment });
    if ('error' in result) {
      const message = errorMessageOf(result.error, t('common.unknownError'));
      setCommentError(message);
      notify(`${t('design.requestAssetsError')}: ${message}`, 'error');
      return;
    }
    notify(t('design.assetsRequested'));
    setRequesting(false);
    setComment('');
  };

  return (
    <Card>
      <CardTitle>{t('design.designTeam')}</CardTitle>
      <Stack gap={4}>
        <FieldGrid>
          {final ? null : (
            <DesignFileUpload
              kind="proof"
              label={t('design.uploadProof')}
              accept={['pdf', 'png', 'jpg', 'jpeg']}
              onUploaded={async (file) => {
                const result = await act({ organisationId, designId: design.id, action: 'proof', url: file.url, filename: file.name });
                notify('error' in result ? `${t('design.updateError')}: ${errorMessageOf(result.error, t('common.unknownError'))}` : t('design.proofUploaded'), 'error' in result ? 'error' : undefined);
              }}
            />
          )}
          <DesignFileUpload
            kind="preview"
            label={t('design.uploadPreview')}
            accept={PREVIEW_IMAGE_TYPES}
            onUploaded={async (file) => {
              const result = await act({ organisationId, designId: design.id, action: 'preview', url: file.url });
              notify('error' in result ? `${t('design.updateError')}: ${errorMessageOf(result.error, t('common.unknownError'))}` : t('design.previewUploaded'), 'error' in result ? 'error' : undefined);
            }}
          />
        </FieldGrid>
        <Row gap={2}>
          {final ? null : <Button onClick={() => setRequesting(true)}>{t('design.requestAssets')}</Button>}
          {design.stock || design.archived ? null : <LinkButton to={`/portal/billing/orders/new?designId=${encodeURIComponent(design.id)}&demo=true`}>{t('design.demoOrder')}</LinkButton>}
        </Row>
      </Stack>
      <FormDialog open={requesting} title={t('design.requestAssets')} onClose={() => setRequesting(false)} onSubmit={() => void onRequest()} submitLabel={t('design.requestAssets')} loading={isLoading}>
        <TextArea id="request_comment" label={t('design.requestAssetsComment')} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} error={commentError} />
      </FormDialog>
    </Card>
  );
};
