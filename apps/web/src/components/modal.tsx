import { useEffect, useEffectEvent, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from './focus-trap.js';
import { CloseIcon } from './icons.js';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The buttons at a dialog's foot: one that closes it and changes nothing, one that does what it asks. */
export interface DialogActions {
  cancelLabel: string;
  confirmLabel: string;
  /** Said by the confirming button while its work runs (it is disabled meanwhile). */
  pendingLabel?: string;
  pending?: boolean;
  /** Danger for what loses something; primary for what can be undone or loses nothing. */
  tone?: 'danger' | 'primary';
}

interface ModalProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Describes the dialog for screen readers (e.g. a confirmation's question). */
  description?: string;
  /** Cancel and confirm, under the body; none for a dialog whose body holds its own choices. */
  actions?: DialogActions;
  /**
   * What a question's confirming button does. Focus starts on the cancelling one: a stray Enter
   * then changes nothing.
   */
  onConfirm?: () => void;
  /** Makes the body and the buttons one form, sent by the confirming button or Enter in a field. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A modal dialog: focus moves in and stays inside (Tab wraps), Escape and the close icon close
 * it, the page behind does not scroll, and focus returns where it was. Its title names it, its
 * description describes it, and its actions' cancelling button closes it like Escape.
 */
export function Modal({ title, onClose, children, description, actions, onConfirm, onSubmit }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = panel.current;
    const first =
      element?.querySelector<HTMLElement>('[data-autofocus]') ??
      element?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? element)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (element) keepTabInside(event, element, FOCUSABLE);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // Back where it was; when that is gone (the Book Now of a book just requested), to the
      // page's heading rather than lost on the document's body.
      const back =
        previous?.isConnected && previous !== document.body
          ? previous
          : (document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main'));
      if (back && back !== previous) back.tabIndex = -1;
      back?.focus?.();
    };
  }, []);

  const footer = actions && (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        className="btn-secondary"
        onClick={onClose}
        data-autofocus={onSubmit ? undefined : true}
      >
        {actions.cancelLabel}
      </button>
      <button
        type={onSubmit ? 'submit' : 'button'}
        className={actions.tone === 'danger' ? 'btn-danger' : 'btn-primary'}
        onClick={onSubmit ? undefined : onConfirm}
        disabled={actions.pending}
      >
        {actions.pending && actions.pendingLabel ? actions.pendingLabel : actions.confirmLabel}
      </button>
    </div>
  );

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/60 p-0 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:max-w-lg sm:rounded-2xl"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-serif text-xl font-bold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mb-4 text-stone-700">
            {description}
          </p>
        )}
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {children}
            {footer}
          </form>
        ) : (
          <>
            {children}
            {footer}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
