// A tabs block: its tabs as a tablist (ui/Tabs: arrow keys, Home, End) and the current tab's blocks
// below. Only the current tab's blocks render, so a tab's block components and their calls load
// when the tab is first shown. The current tab is a query parameter (?tab=<id> unless the block
// names another) replaced in place, so a reload or a shared link opens the same tab, the page's
// other parameters stay, and Back leaves the page rather than stepping through tabs.
import './tabs.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageBlock } from '../../engine/page.tsx';
import { TabPanel, Tabs } from '../../ui/index.ts';
import type { BlockProps, ResolvedBlock } from '../types.ts';

interface Tab {
  id: string;
  titleKey: string;
  blocks: ResolvedBlock[];
}

export function TabsBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const tabs = (block.tabs ?? []) as Tab[];
  const param = typeof block.param === 'string' ? block.param : 'tab';
  const [location, navigate] = useLocation();
  const search = useSearch();
  const requested = new URLSearchParams(search).get(param);
  const current = tabs.find((tab) => tab.id === requested) ?? tabs[0];
  const idBase = `tabs-${block.id}`;
  const currentTab = current ? `${idBase}-tab-${current.id}` : '';
  // A phone shows few tabs of a long list (it scrolls sideways): the current one is brought in,
  // so a link to the last tab shows which tab it opened. Only the list scrolls, never the page.
  useEffect(() => {
    const tab = document.getElementById(currentTab);
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const [inner, outer] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
    if (inner.left < outer.left) list.scrollBy({ left: inner.left - outer.left });
    else if (inner.right > outer.right) list.scrollBy({ left: inner.right - outer.right });
  }, [currentTab]);
  if (!current) return null;
  const select = (id: string) => {
    const params = new URLSearchParams(search);
    params.set(param, id);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return (
    <div className="tabs-block" data-tabs={block.id}>
      <Tabs label={typeof block.labelKey === 'string' ? t(block.labelKey) : tabs.map((tab) => t(tab.titleKey)).join(', ')} idBase={idBase} selected={current.id}
        items={tabs.map((tab) => ({ key: tab.id, label: t(tab.titleKey) }))} onSelect={select} />
      <TabPanel idBase={idBase} tabKey={current.id}>
        {current.blocks.map((inner) => <PageBlock key={`${current.id}/${inner.id}`} block={inner} />)}
      </TabPanel>
    </div>
  );
}
