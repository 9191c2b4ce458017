// Agent centre (/agentHome?page=...): the merchant's agent menu (navigation.agentMenu) and the
// selected page from the page registry (pages.tsx), the first menu item by default. The route's
// access rule (agent, app/routes.ts) keeps guests, the trial account and non-agents out.
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { agentPages, isAgentPage } from './pages.tsx';
import './agent.css';

export function AgentSection() {
  const { t } = useTranslation();
  const config = useConfig();
  // The transfer page needs the merchant's switch (to the downline, or to an upline).
  const transfers = config.features.transfers;
  const menu = config.navigation.agentMenu.filter((item) => item.page !== 'transfer' || Boolean(transfers?.toDownline || transfers?.toUpline));
  const requested = new URLSearchParams(useSearch()).get('page') ?? '';
  const current = menu.find((item) => item.page === requested) ?? menu[0];
  const page = current && isAgentPage(current.page) ? current.page : null;
  const Page = page ? agentPages[page].component : null;
  return (
    <section className="section agent-centre" aria-labelledby="section-title">
      <h1 id="section-title">{t('nav.agent')}</h1>
      <nav aria-label={t('nav.agent')}>
        <ul className="member-menu">
          {menu.map((item) => (
            <li key={item.page}>
              <Link href={`/agentHome?page=${item.page}`} aria-current={item.page === page ? 'page' : undefined}>{t(item.labelKey)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {current ? <h2>{t(current.labelKey)}</h2> : null}
      {Page ? <Page /> : <p className="unavailable" role="status">{t('section.notAvailable')}</p>}
    </section>
  );
}
