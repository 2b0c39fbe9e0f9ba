import { useEffect, useRef } from 'react';

const isEditable = (element: HTMLElement | null) => Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));

/**
 * A keyboard-wedge USB NFC reader "types" the card's link and presses Enter, into whatever has focus.
 * While the scanner is open, characters typed outside any field are sent to the scanner's field (and
 * focus moves there), so a scan works wherever the focus was, and never reaches the portal's one-key
 * shortcuts (s, h) on the way. Keys typed into other fields are left alone.
 */
export const useKeyboardWedge = (inputId: string, onType: (character: string) => void) => {
  const latest = useRef(onType);
  latest.current = onType;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target as HTMLElement | null)) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      if (!input) return;
      event.preventDefault();
      event.stopPropagation();
      input.focus();
      latest.current(event.key);
    };
    // Capture: ahead of the portal's shortcut keys, which listen on the way back up.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [inputId]);
};
