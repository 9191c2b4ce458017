// Toasts: short confirmations ("Saved", "Copied") that need no answer. A polite live region
// announces them; errors that need an answer use a Dialog instead. Each leaves after 4 s.
import './ui.css';
import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

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
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ICONS = { info: Info, success: CircleCheck, danger: CircleAlert } as const;

/** Rendered once by the app; the region exists before any toast so announcements are read. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const items = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div className="ui-toaster" role="status" aria-live="polite">
      {items.map((item) => {
        const Icon = ICONS[item.tone];
        return (
          <div key={item.id} className={`ui-toast ui-toast-${item.tone}`}>
            <Icon aria-hidden="true" size={20} />
            <span className="ui-toast-text">{item.message}</span>
            <button type="button" className="ui-icon-btn" aria-label={closeLabel} onClick={() => dismissToast(item.id)}><X aria-hidden="true" size={18} /></button>
          </div>
        );
      })}
    </div>
  );
}
