// What a list shows for its filter's tabs: their tab panel when the page's filter block shows
// them (so the tabs control it, as the tabs pattern asks), a plain group otherwise.
import type { ReactNode } from 'react';
import { TabPanel } from '../ui/index.ts';
import { filterTabsId, useFilterTabsShown } from './use-page-filter.ts';

export function FilterPanel({ name, field, value, className, children }: { name: string; field: string; value: string; className?: string; children: ReactNode }) {
  const tabs = useFilterTabsShown(name, field);
  const body = <div className={className}>{children}</div>;
  return tabs ? <TabPanel idBase={filterTabsId(name, field)} tabKey={value}>{body}</TabPanel> : body;
}
