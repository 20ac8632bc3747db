import type { KeyboardEvent, MouseEvent } from 'react';

/** A click that opens a row; selecting text in it (to copy an ID) is not a request to open it. */
export function openOnClick(open: () => void) {
  return (event: MouseEvent) => {
    if (window.getSelection()?.toString()) return;
    event.preventDefault();
    open();
  };
}

/** Enter or Space on the focused row itself; keys pressed on a control inside the row belong to that control. */
export function openOnKey(open: () => void) {
  return (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open();
  };
}
