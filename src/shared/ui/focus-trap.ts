// Keeps Tab inside a dialog and gives focus back to what had it when the dialog closes
// (WAI-ARIA dialog pattern). One hook for the portal's Dialog and Sheet and the desk's confirmation.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/** Open dialogs, innermost last: only the top one handles Tab and Escape. */
const stack: HTMLElement[] = [];

export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: (() => void) | undefined): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(root);
    // The first field or button, unless something inside already took focus (autoFocus).
    if (!root.contains(document.activeElement)) {
      const first = focusableIn(root).find((el) => !el.classList.contains('ui-dialog-close')) ?? focusableIn(root)[0];
      (first ?? root).focus({ preventScroll: true });
    }
    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== root) return;
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      stack.splice(stack.indexOf(root), 1);
      if (before && before.isConnected) before.focus({ preventScroll: true });
    };
  }, [ref]);
}
