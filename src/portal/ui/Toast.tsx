// Toasts: short confirmations ("Saved", "Copied") that need no answer. A polite live region
// announces them; errors that need an answer use a Dialog instead. Each leaves after 4 s, or once
// the member has stopped pointing at or focusing the toasts (toast-timing.ts). The
// region is on every page from the start; the toasts themselves (their icons) load with the
// first one, so a first visit that shows none does not download them (toast-list.tsx).
import './ui.css';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { leaveWhenRead } from './toast-timing.ts';

export interface ToastItem {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'danger';
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, tone: ToastItem['tone'] = 'info', ms = 4000): number {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, message, tone }];
  emit();
  if (ms > 0) leaveWhenRead(() => dismissToast(id), ms);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastList = lazy(() => import('./toast-list.tsx').then((m) => ({ default: m.ToastList })));

/** Rendered once by the app; the region exists before any toast so announcements are read. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const items = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div className="ui-toaster" role="status" aria-live="polite">
      {items.length > 0 ? <Suspense fallback={null}><ToastList items={items} closeLabel={closeLabel} /></Suspense> : null}
    </div>
  );
}
