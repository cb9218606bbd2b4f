import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import type { Capabilities } from './account-links.js';
import { AccountLinks } from './account-links-menu.js';

/**
 * The account menu of wide screens, under its button: the person's pages grouped, their account
 * page and Log Out. A disclosure, drawn from its first opening on: Escape closes it and gives focus
 * back to the button (`onClose(true)`); a press outside it, focus leaving it, or a link close it.
 */
export function AccountMenu({
  open,
  account,
  logOutButton,
  onClose,
}: {
  open: boolean;
  account: Capabilities;
  logOutButton: ReactNode;
  onClose: (returnFocus?: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent((returnFocus: boolean) => onClose(returnFocus));

  useEffect(() => {
    // The button and the panel share a parent: presses and focus within it keep the menu open.
    const around = panel.current?.parentElement;
    if (!open || !around) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!around.contains(event.target as Node)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !around.contains(event.relatedTarget)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    around.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      around.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div
      ref={panel}
      id="account-menu"
      hidden={!open}
      className="absolute top-full right-0 z-50 mt-2 flex w-60 flex-col rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
    >
      <AccountLinks account={account} logOutButton={logOutButton} onNavigate={() => onClose()} />
    </div>
  );
}
