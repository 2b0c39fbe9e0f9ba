import type { ReactNode } from 'react';
import { useT } from '../../../app/i18n';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Stack } from '../../../shared/ui/layout';

/** A dialog holding one form: Cancel and the submit button in its footer, Enter in a field submits too. */
export const FormDialog = ({
  open,
  title,
  width,
  submitLabel,
  saving,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  width: number;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={width}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={onSubmit} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={4}>
          {children}
          <button type="submit" hidden />
        </Stack>
      </form>
    </Dialog>
  );
};
