import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { Row, Stack } from './layout';

/** A dialog holding a small form: its fields, then Cancel and the submit button. */
export const FormDialog = ({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitVariant = 'primary',
  loading,
  width,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  loading?: boolean;
  /** The dialog's width in pixels (the dialog's own default otherwise). */
  width?: number;
  children: ReactNode;
}) => {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={t('common.close')} width={width}>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {children}
          <Row justify="flex-end">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" variant={submitVariant} loading={loading}>
              {submitLabel}
            </Button>
          </Row>
        </Stack>
      </form>
    </Dialog>
  );
};
