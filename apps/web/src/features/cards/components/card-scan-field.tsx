import { type KeyboardEvent, useState } from 'react';
import { splitScannedValues } from '@profyle/contracts/card-scan';
import { useT } from '../../../app/i18n';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { useKeyboardWedge } from './use-keyboard-wedge';

/**
 * The field cards are scanned into, with its Add button: a keyboard-wedge USB NFC reader (keys typed
 * outside any field come here while `listening`), typing, or pasting (several lines are several cards).
 * Enter adds what was typed and never submits a surrounding form or dialog. Each value goes to `onScan`
 * trimmed; what a value is (a card, invalid, a repeat) is the caller's to decide.
 */
export const CardScanField = ({
  id,
  onScan,
  maxLength,
  error,
  listening = true,
  basis = 320,
}: {
  id: string;
  onScan: (values: readonly string[]) => void;
  maxLength: number;
  error?: string;
  listening?: boolean;
  basis?: number;
}) => {
  const t = useT();
  const [value, setValue] = useState('');
  useKeyboardWedge(id, (character) => {
    if (listening) setValue((current) => current + character);
  });

  const add = () => {
    if (value.trim()) onScan([value.trim()]);
    setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // A reader presses Enter after each card.
    event.preventDefault();
    add();
  };

  return (
    <div css={(theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'flex-end', flexWrap: 'wrap' })}>
      <div css={{ flex: `1 1 ${basis}px` }}>
        <TextField
          id={id}
          label={t('scanner.input')}
          hint={t('scanner.inputHint')}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          error={error}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text');
            if (/[\r\n]/.test(text.trim())) {
              event.preventDefault();
              onScan(splitScannedValues(text));
            }
          }}
        />
      </div>
      <Button icon={<Icon name="scan" size={18} />} onClick={add}>
        {t('scanner.add')}
      </Button>
    </div>
  );
};
