import type { ReactNode } from 'react';
import { useT } from '../../../app/i18n';
import { Button, type ButtonVariant } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

/** Asks before an action with consequences (close an account, add sample data). */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  variant = 'primary',
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant={variant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p css={{ margin: 0, lineHeight: 1.6 }}>{children}</p>
    </Dialog>
  );
};
