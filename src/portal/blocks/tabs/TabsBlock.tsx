// A tabs block: its tabs as a tablist (ui/Tabs: arrow keys, Home, End) and the current tab's blocks
// below. Only the current tab's blocks render, so a tab's block components and their calls load
// when the tab is first shown. The current tab is a query parameter (?tab=<id> unless the block
// names another) replaced in place, so a reload or a shared link opens the same tab, the page's
// other parameters stay, and Back leaves the page rather than stepping through tabs. A tab whose
// blocks are all closed (their feature is off: block.tsx's closedWhen) is left out, and the whole
// block when every tab is: no tab bar over empty panels.
import './tabs.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useCall } from '../../api/query.ts';
import { PageBlock } from '../../engine/page.tsx';
import { asPlatformError } from '../../../shared/forms/server-errors.ts';
import { TabPanel, Tabs } from '../../ui/index.ts';
import { blockClosedWhen } from '../registry.tsx';
import type { BlockClosed, BlockProps, ResolvedBlock } from '../types.ts';

interface Tab {
  id: string;
  titleKey: string;
  blocks: ResolvedBlock[];
}

const gateKey = (gate: BlockClosed) => `${gate.call} ${gate.errorCode}`;

/** Reads a closing call (the blocks read it too: one request) and says whether it closes them. */
function ClosedProbe({ gate, onChange }: { gate: BlockClosed; onChange: (key: string, closed: boolean) => void }) {
  const { error } = useCall(gate.call);
  const closed = Boolean(error && asPlatformError(error).errorCode === gate.errorCode);
  useEffect(() => onChange(gateKey(gate), closed), [gate, closed, onChange]);
  return null;
}

/** The gates of a tab's blocks, and which of them are closed now. */
function useClosedTabs(all: Tab[]) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const onChange = useCallback((key: string, isClosed: boolean) => {
    setClosed((known) => (known.has(key) === isClosed ? known : new Set(isClosed ? [...known, key] : [...known].filter((k) => k !== key))));
  }, []);
  const gates = new Map(all.flatMap((tab) => tab.blocks.map((inner) => blockClosedWhen(inner.type))).filter((gate): gate is BlockClosed => Boolean(gate)).map((gate) => [gateKey(gate), gate]));
  const isClosed = (inner: ResolvedBlock) => {
    const gate = blockClosedWhen(inner.type);
    return gate !== undefined && closed.has(gateKey(gate));
  };
  const probes = [...gates].map(([key, gate]) => <ClosedProbe key={key} gate={gate} onChange={onChange} />);
  return { tabs: all.filter((tab) => !tab.blocks.every(isClosed)), probes };
}

export function TabsBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const { tabs, probes } = useClosedTabs((block.tabs ?? []) as Tab[]);
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
  if (!current) return <>{probes}</>;
  const select = (id: string) => {
    const params = new URLSearchParams(search);
    params.set(param, id);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return (
    <div className="tabs-block" data-tabs={block.id}>
      {probes}
      <Tabs label={typeof block.labelKey === 'string' ? t(block.labelKey) : tabs.map((tab) => t(tab.titleKey)).join(', ')} idBase={idBase} selected={current.id}
        items={tabs.map((tab) => ({ key: tab.id, label: t(tab.titleKey) }))} onSelect={select} />
      <TabPanel idBase={idBase} tabKey={current.id}>
        {current.blocks.map((inner) => <PageBlock key={`${current.id}/${inner.id}`} block={inner} />)}
      </TabPanel>
    </div>
  );
}
