// The phone's bottom tab bar: home, games, promotions, deposit, me. Games is the
// merchant's slots when it has them, else its first category with vendors. Deposit and "me"
// follow their route's access rule (a guest gets the login pop-up). Hidden above 640 px.
import type { MouseEvent, ReactNode } from 'react';
import { Gamepad2, Gift, House, UserRound, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConfig } from '../app/config-context.tsx';
import { useGuardedNavigate } from '../app/access.ts';
import { accessOf } from '../app/routes.ts';
import { usePortal } from '../state/store.ts';
import { categoryHref } from './Nav.tsx';
import { memberPageHref, pageIdFromWire } from '../../shared/pages/wire-names.ts';

interface Tab {
  href: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  badge?: number;
}

export function TabBar() {
  const { t } = useTranslation();
  const config = useConfig();
  const [location] = useLocation();
  const unread = usePortal((s) => s.unread);
  // A member on a break has Withdraw where Deposit was (a restricted session takes no deposit).
  const money = usePortal((s) => s.member?.protection) ? { page: 'withdraw', label: 'header.withdraw' } : { page: 'deposit', label: 'header.deposit' };
  const navigate = useGuardedNavigate(accessOf);
  const withVendors = config.navigation.header.categories.filter((c) => c.vendors.length > 0);
  const games = withVendors.find((c) => c.category === 'rng') ?? withVendors[0];
  const gamesHref = games ? categoryHref(games.category) : '/';
  const search = useSearch();
  const wirePage = location === '/member' ? new URLSearchParams(search).get('page') : null;
  const memberPage = wirePage === null ? null : pageIdFromWire(wirePage);
  const tabs: Tab[] = [
    { href: '/', label: t('nav.home'), icon: <House aria-hidden="true" size={22} />, current: location === '/' },
    { href: gamesHref, label: t('tabs.games'), icon: <Gamepad2 aria-hidden="true" size={22} />, current: location === gamesHref && gamesHref !== '/' },
    { href: '/promotions', label: t('nav.promotions'), icon: <Gift aria-hidden="true" size={22} />, current: location === '/promotions' },
    { href: memberPageHref(money.page), label: t(money.label), icon: <Wallet aria-hidden="true" size={22} />, current: memberPage === money.page },
    { href: memberPageHref('securityCenter'), label: t('tabs.me'), icon: <UserRound aria-hidden="true" size={22} />, current: location === '/member' && memberPage !== money.page, badge: unread },
  ];
  const follow = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <a key={tab.href} href={tab.href} onClick={follow(tab.href)} aria-current={tab.current ? 'page' : undefined}>
          {tab.icon}
          <span className="tab-label">{tab.label}</span>
          {tab.badge ? <span className="badge tab-badge">{tab.badge}</span> : null}
        </a>
      ))}
    </nav>
  );
}
