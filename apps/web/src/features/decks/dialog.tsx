import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** While false, Escape, the backdrop and `onClose` callers must leave it open (e.g. mid-recalculation). */
  closable: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: `showModal()` puts it in the top layer and makes the page behind it inert.
 * On top of that, Tab wraps inside it (browsers let it leave for their own toolbar), Escape and a backdrop
 * click close it only when `closable`, and focus returns to what opened it once it unmounts.
 */
export function Dialog({ labelledBy, closable, onClose, className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    element?.showModal();
    // The dialog itself, not its first button, takes focus: screen readers start at its name.
    element?.focus();
    return () => {
      // Closed first, so the page is no longer inert and can take the focus back.
      element?.close();
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A dialog opened from another's content is portaled, yet React bubbles its keys to the one
    // behind: without this, Escape would close both and Tab would wrap in the wrong one.
    event.stopPropagation();
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's close request, which would close a dialog that must stay.
      event.preventDefault();
      if (closable) onClose();
      return;
    }
    const panel = dialog.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <dialog
      ref={dialog}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop reaches the dialog itself, from outside its box; keyboard users close
        // with Escape or the Close button.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside && closable) onClose();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
