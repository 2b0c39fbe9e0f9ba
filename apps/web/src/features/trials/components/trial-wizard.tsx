import { createContext, type FormEvent, type ReactNode, useContext, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { baseApi } from '../../../app/base-api';
import { errorMessageOf } from '../../../app/api-errors';
import { DEFAULT_LANDING } from '../../../app/config';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { type MessageKey, useT } from '../../../app/i18n';
import { signedOut } from '../../../app/session-slice';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert, LoadingView } from '../../../shared/ui/feedback';
import { Row, Stack } from '../../../shared/ui/layout';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useGetMeQuery, useSignOutMutation } from '../../auth/auth-api';
import type { Me } from '../../auth/auth-types';
import { PublicPage } from '../../registration/components/public-page';
import { useCancelRegistrationMutation } from '../trials-api';
import { clearWizard } from '../wizard-state';

/** The wizard's steps in order (spec 000 section 4; the shipping step is never shown). */
export const TRIAL_STEPS = [
  { path: '/register/personal-details', label: 'trial.step.personal' },
  { path: '/register/company-details', label: 'trial.step.company' },
  { path: '/register/customise-profyle', label: 'trial.step.customise' },
] as const satisfies readonly { path: string; label: MessageKey }[];

/**
 * The wizard's pages are for a registering user only: a stranger goes to /register to sign up first, a
 * user whose trial exists (or any admin) to the portal.
 */
export const RequireRegistration = ({ children }: { children: (me: Me) => ReactNode }) => {
  const t = useT();
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const me = useGetMeQuery(undefined, { skip: !signedIn });
  // How the wizard was left from here: a navigation is a transition that can wait for its page's code, so
  // the guard must not meanwhile follow the user's change (signed out, or an admin now) somewhere else.
  const [exit, setExit] = useState<WizardExit | null>(null);
  const content = (() => {
    if (!signedIn) return <Navigate to={exit === 'cancelled' ? '/auth/sign-in' : '/register'} replace />;
    if (me.data) return me.data.user.registering || exit === 'finished' ? <>{children(me.data)}</> : <Navigate to={DEFAULT_LANDING} replace />;
    if (me.isError) return <Navigate to="/auth/sign-out?redirect=%2Fregister" replace />;
    return <LoadingView fullScreen label={t('common.loading')} />;
  })();
  return <WizardExitContext.Provider value={setExit}>{content}</WizardExitContext.Provider>;
};

/** The wizard is left by finishing it (the trial exists, the preview is next) or by cancelling the registration. */
type WizardExit = 'finished' | 'cancelled';
const WizardExitContext = createContext<(exit: WizardExit) => void>(() => undefined);

/** Tells the wizard's guard how the wizard is being left, before the user's session changes. */
export const useLeaveWizard = () => useContext(WizardExitContext);

/**
 * One step of the wizard: the steps so far, the step's form, Previous / Next (or Finish) and, in a fixed
 * footer, the link that cancels the registration after a warning (spec 000 sections 2 and 4).
 */
export const TrialWizardStep = ({
  me,
  step,
  title,
  subtitle,
  onSubmit,
  onPrevious,
  submitLabel,
  submitting,
  error,
  children,
}: {
  me: Me;
  step: 0 | 1 | 2;
  title: string;
  subtitle?: string;
  onSubmit: () => void;
  onPrevious?: () => void;
  submitLabel?: string;
  submitting?: boolean;
  error?: string | null;
  children: ReactNode;
}) => {
  const t = useT();
  useDocumentTitle(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <PublicPage title={title} subtitle={subtitle} width={720}>
      <Stack gap={6} css={{ paddingBottom: 72 }}>
        <ol aria-label={t('trial.stepsLabel')} css={(theme) => ({ display: 'flex', gap: theme.space(2), listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' })}>
          {TRIAL_STEPS.map((candidate, index) => (
            <li
              key={candidate.path}
              aria-current={index === step ? 'step' : undefined}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space(2),
                padding: theme.space(1.5, 3),
                borderRadius: theme.radius.pill,
                fontSize: theme.fontSize.sm,
                fontWeight: index === step ? 700 : 500,
                background: index === step ? theme.colors.primarySoft : theme.colors.surfaceSunken,
                color: index === step ? theme.colors.onPrimarySoft : theme.colors.textMuted,
              })}
            >
              <span aria-hidden="true">{index + 1}</span>
              {t(candidate.label)}
            </li>
          ))}
        </ol>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>{t('trial.stepOf', { step: step + 1, count: TRIAL_STEPS.length })}</p>
        <form noValidate onSubmit={submit}>
          <Stack gap={5}>
            {error ? <Alert tone="danger">{error}</Alert> : null}
            {children}
            <Row gap={3} justify="space-between">
              {onPrevious ? <Button onClick={onPrevious}>{t('trial.previous')}</Button> : <span />}
              <Button type="submit" variant="primary" loading={submitting}>
                {submitLabel ?? t('trial.next')}
              </Button>
            </Row>
          </Stack>
        </form>
      </Stack>
      <CancelRegistrationFooter me={me} />
    </PublicPage>
  );
};

/** The fixed footer's 'Cancel registration': warns, deletes the registration, signs out and says so. */
const CancelRegistrationFooter = ({ me }: { me: Me }) => {
  const t = useT();
  const dispatch = useAppDispatch();
  const leave = useLeaveWizard();
  const notify = useSnackbar();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelRegistrationMutation();
  const [signOut] = useSignOutMutation();

  const confirm = async () => {
    const result = await cancel(me.user.id);
    if ('error' in result) {
      notify(errorMessageOf(result.error, t('common.unknownError')), 'error');
      return;
    }
    clearWizard();
    // The server ended the session; this expires the browser's refresh cookie too.
    await signOut()
      .unwrap()
      .catch(() => undefined);
    // Signed out here, the guard sends the visitor to sign in (not back to /register).
    leave('cancelled');
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    notify(t('trial.cancelled'), 'info');
  };

  return (
    <>
      <footer
        css={(theme) => ({
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          display: 'flex',
          justifyContent: 'center',
          padding: theme.space(3, 4),
          background: theme.colors.surface,
          borderTop: `1px solid ${theme.colors.border}`,
        })}
      >
        <button
          type="button"
          onClick={() => setOpen(true)}
          css={(theme) => ({ background: 'none', border: 0, padding: 0, color: theme.colors.textMuted, textDecoration: 'underline', textUnderlineOffset: 2, cursor: 'pointer', font: 'inherit' })}
        >
          {t('trial.cancel')}
        </button>
      </footer>
      <Dialog
        open={open}
        title={t('trial.cancelTitle')}
        onClose={() => setOpen(false)}
        closeLabel={t('common.close')}
        footer={
          <Row gap={3} justify="flex-end">
            <Button onClick={() => setOpen(false)}>{t('trial.cancelKeep')}</Button>
            <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
              {t('trial.cancelConfirm')}
            </Button>
          </Row>
        }
      >
        <p css={{ margin: 0, lineHeight: 1.6 }}>{t('trial.cancelBody')}</p>
      </Dialog>
    </>
  );
};
