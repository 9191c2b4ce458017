// Toasts leave by themselves, but not from under the member's eyes: while the pointer is on the
// toasts or focus is inside them (the region marked data-toast-region), a toast whose time is up
// stays, and leaves a moment after the member moves on. Asked when the time is up rather than
// tracked by enter and leave events, which never come for a toast removed under a resting mouse.

/** How long a toast waits again, each time its time is up while it is being read. */
const READ_AGAIN_MS = 1000;

const beingRead = (): boolean => document.querySelector('[data-toast-region]')?.matches(':hover, :focus-within') ?? false;

/** Calls `leave` after `ms`, or later while the toasts are being read; the answer cancels it. */
export function leaveWhenRead(leave: () => void, ms: number): () => void {
  let timer = setTimeout(function due() {
    if (beingRead()) timer = setTimeout(due, READ_AGAIN_MS);
    else leave();
  }, ms);
  return () => clearTimeout(timer);
}
