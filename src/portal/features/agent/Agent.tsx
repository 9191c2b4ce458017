// Agent centre (/agentHome?page=...): the merchant's agent menu (navigation.agentMenu, then the
// pages the merchant adds to the agent centre) and the selected page of the merchant config,
// rendered from its blocks, the first menu item by default. The route's
// access rule (agent, app/routes.ts) keeps guests, the trial account and non-agents out.
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { AccessGate } from '../../app/AccessGate.tsx';
import { PageBlocks, pageAccess, usePages } from '../../engine/page.tsx';
import { pageIdFromWire } from '../../../shared/pages/wire-names.ts';
import { centreIcon } from '../../engine/centre-icons.tsx';
import { centreMenu } from '../../engine/centre-menu.ts';
import './agent.css';

export function AgentSection() {
  const { t } = useTranslation();
  const config = useConfig();
  // The transfer page needs the merchant's switch (to the downline, or to an upline).
  const transfers = config.features.transfers;
  const pages = usePages();
  const menu = centreMenu(config.navigation.agentMenu, pages, 'agent').filter((item) => item.id !== 'transfer' || Boolean(transfers?.toDownline || transfers?.toUpline));
  const requested = pageIdFromWire(new URLSearchParams(useSearch()).get('page') ?? '');
  const current = menu.find((item) => item.id === requested) ?? menu[0];
  const page = current ? pages[current.id] : undefined;
  return (
    <section className="section agent-centre" aria-labelledby="section-title">
      <h1 id="section-title">{t('nav.agent')}</h1>
      <nav aria-label={t('nav.agent')}>
        <ul className="member-menu">
          {menu.map((item) => (
            <li key={item.id}>
              <Link href={`/agentHome?page=${item.wire}`} aria-current={item.id === current?.id ? 'page' : undefined}>{centreIcon(item.id, item.icon)}<span>{t(item.labelKey)}</span></Link>
            </li>
          ))}
        </ul>
      </nav>
      {current ? <h2>{t(current.labelKey)}</h2> : null}
      {page ? <AccessGate access={pageAccess(page.access)}><PageBlocks page={page} /></AccessGate> : <p className="unavailable" role="status">{t('section.notAvailable')}</p>}
    </section>
  );
}
