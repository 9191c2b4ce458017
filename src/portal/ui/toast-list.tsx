// The toasts on screen (Toast.tsx holds them and the live region they show in).
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissToast, type ToastItem } from './Toast.tsx';

const ICONS = { info: Info, success: CircleCheck, danger: CircleAlert } as const;

export function ToastList({ items, closeLabel }: { items: ToastItem[]; closeLabel: string }) {
  return items.map((item) => {
    const Icon = ICONS[item.tone];
    return (
      <div key={item.id} className={`ui-toast ui-toast-${item.tone}`}>
        <Icon aria-hidden="true" size={20} />
        <span className="ui-toast-text">{item.message}</span>
        <button type="button" className="ui-icon-btn" aria-label={closeLabel} onClick={() => dismissToast(item.id)}><X aria-hidden="true" size={18} /></button>
      </div>
    );
  });
}
