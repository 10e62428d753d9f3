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
 * A modal dialog: rendered over a backdrop outside the app root, which is made inert so neither
 * pointer nor assistive technology reaches the page behind; Tab cycles inside; Escape and a
 * backdrop click close it when `closable`; focus returns to what opened it.
 */
export function Dialog({ labelledBy, closable, onClose, className, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closableRef = useRef(closable);
  closableRef.current = closable;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    return () => {
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closableRef.current) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // The backdrop is a pointer convenience; keyboard users close with Escape or the Close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget && closableRef.current) onClose();
      }}
    >
      <div
        ref={panel}
        className={['dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
