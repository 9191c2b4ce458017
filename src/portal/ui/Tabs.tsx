// Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the selected
// tab is in the tab order. Controlled: the caller keeps the selected key (often in the URL).
import './ui.css';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  badge?: ReactNode;
}

export function Tabs({ items, selected, onSelect, label, idBase }: { items: readonly TabItem[]; selected: string; onSelect: (key: string) => void; label: string; idBase: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next > last ? 0 : next < 0 ? last : next;
    const item = items[target];
    if (!item) return;
    onSelect(item.key);
    refs.current[target]?.focus();
  };
  return (
    <div className="ui-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(el) => { refs.current[index] = el; }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${item.key}`}
          aria-controls={`${idBase}-panel-${item.key}`}
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          className="ui-tab"
          onClick={() => onSelect(item.key)}
          onKeyDown={(e) => move(e, index)}
        >
          {item.label}
          {item.badge}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idBase, tabKey, children }: { idBase: string; tabKey: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idBase}-panel-${tabKey}`} aria-labelledby={`${idBase}-tab-${tabKey}`} className="ui-tabpanel" tabIndex={0}>
      {children}
    </div>
  );
}
