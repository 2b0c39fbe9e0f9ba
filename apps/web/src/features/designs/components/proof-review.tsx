import { type FormEvent, useState } from 'react';
import type { DesignView } from '@profyle/contracts/designs';
import { isApprovalWord, REJECT_COMMENT_MIN_LENGTH } from '@profyle/domain';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { RadioCards, TextArea, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, Row, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useDesignActionMutation } from '../designs-api';

type Choice = 'approve' | 'reject';

/**
 * The proof review of spec 002 section 5: approve by typing 'approve' (any case), or reject with a
 * comment of at least 5 characters; submitting without a choice says so. The api checks the same rules.
 */
export const ProofReview = ({ design }: { design: DesignView }) => {
  const t = useT();
  const notify = useSnackbar();
  const { organisationId } = useSession();
  const [act, { isLoading }] = useDesignActionMutation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [word, setWord] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ field?: 'choice' | 'word' | 'comment'; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError({ field: 'choice', message: t('design.reviewChoiceRequired') });
    if (choice === 'approve' && !isApprovalWord(word)) return setError({ field: 'word', message: t('design.approveWordRequired') });
    if (choice === 'reject' && comment.trim().length < REJECT_COMMENT_MIN_LENGTH) return setError({ field: 'comment', message: t('design.rejectCommentTooShort') });
    setError(null);
    const result = await act(choice === 'approve' ? { organisationId, designId: design.id, action: 'approve' } : { organisationId, designId: design.id, action: 'reject', comment });
    if ('error' in result) {
      const message = errorMessageOf(result.error, t('common.unknownError'));
      setError({ message });
      notify(`${t(choice === 'approve' ? 'design.approveError' : 'design.rejectError')}: ${message}`, 'error');
      return;
    }
    notify(t(choice === 'approve' ? 'design.approved' : 'design.rejected'));
    setChoice(null);
    setWord('');
    setComment('');
  };

  return (
    <Card>
      <CardTitle>{t('design.review')}</CardTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={4}>
          <RadioCards<Choice>
            name="review"
            legend={t('design.reviewChoice')}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setError(null);
            }}
            error={error?.field === 'choice' ? error.message : null}
            options={[
              { value: 'approve', label: t('design.approveChoice'), description: t('design.approveDescription') },
              { value: 'reject', label: t('design.rejectChoice'), description: t('design.rejectDescription') },
            ]}
          />
          {choice === 'approve' ? <TextField id="approve_word" label={t('design.approveWord')} autoComplete="off" value={word} onChange={(event) => setWord(event.target.value)} error={error?.field === 'word' ? error.message : null} /> : null}
          {choice === 'reject' ? <TextArea id="reject_comment" label={t('design.rejectComment')} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} error={error?.field === 'comment' ? error.message : null} /> : null}
          {error && !error.field ? <Alert tone="danger">{error.message}</Alert> : null}
          <Row justify="flex-end">
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('design.submitReview')}
            </Button>
          </Row>
        </Stack>
      </form>
    </Card>
  );
};
