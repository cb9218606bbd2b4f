/**
 * Keeps Tab and Shift+Tab inside an open dialog (the modal, the phone menu): from its last control
 * (of those `controls` selects) focus wraps to its first, and back; focus that has left it is
 * brought back in.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement, controls: string): void {
  const items = container.querySelectorAll<HTMLElement>(controls);
  const [from, to] = event.shiftKey ? [0, items.length - 1] : [items.length - 1, 0];
  const active = document.activeElement;
  if (event.key === 'Tab' && (active === items[from] || !container.contains(active))) {
    event.preventDefault();
    items[to]?.focus();
  }
}
