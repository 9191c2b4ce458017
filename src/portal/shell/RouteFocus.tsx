// Focus after a client-side navigation. Every route renders its own frame (header included), so
// the link or button that navigated is gone with the old page, and focus fell to <body> on a
// desktop and after a phone's drawer link alike: a screen reader heard nothing and the next Tab
// started again from the top. Now focus goes to the new page's main heading (its <h1>), or to its
// main region until a lazy page's heading arrives, as most screen-reader users expect of a page
// change. Only when the navigation lost the focus: a dialog that opened, a field still typed in
// or a control that stayed (the member centre's own menu) keep theirs, and a page load or the
// guard's redirect at start, where nothing had focus yet, stays the browser's.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a lazy page's heading is waited for while focus rests on its main region. */
const HEADING_WAIT_MS = 3000;

function focusWithoutScroll(target: HTMLElement): void {
  // A heading or main region is not a control: focusable by script only (tabindex -1).
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Focus on main's heading, or on main and then on the heading when it renders (unless focus moved on meanwhile). */
function focusMainHeading(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const heading = main.querySelector('h1');
  if (heading) {
    focusWithoutScroll(heading);
    return () => undefined;
  }
  focusWithoutScroll(main);
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector('h1');
    if (!arrived) return;
    observer.disconnect();
    if (document.activeElement === main) focusWithoutScroll(arrived);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

export function RouteFocus() {
  const [location] = useLocation();
  // The last element that had focus: lost when it left the document with the old page.
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    // Runs after the old page's cleanups (a dialog's or the drawer's focus return included).
    const active = document.activeElement;
    const lost = (active === null || active === document.body) && lastFocused.current !== null && !lastFocused.current.isConnected;
    if (!lost) return undefined;
    return focusMainHeading();
  }, [location]);
  return null;
}
