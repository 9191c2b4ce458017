// The header of spec section 2: account links, language switch, guest or member strip,
// navigation with vendor dropdowns and app download, chat/LINE/QQ links, collapsible on /lottery
// and /game. On a phone (<= 640 px, styles in shell.css) it is one sticky 56 px row: the menu
// button, the logo, the balance and the one main action (log in, or deposit); everything else
// is in the drawer, and the navigation below it becomes a sideways-scrolling category bar.
import { lazy, Suspense, useState } from 'react';
import { Mail, Menu, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useConfig } from '../app/config-context.tsx';
import { openModal, usePortal } from '../state/store.ts';
import { denialFor, useGuardedNavigate, useViewer } from '../app/access.ts';
import { accessOf } from '../app/routes.ts';
import { clubLabelText } from '../i18n/club-label.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { BalanceButton } from './Balance.tsx';
import { Nav } from './Nav.tsx';
import { resourceUrl, useRouters } from './routers.ts';
import { openCustomerService } from '../features/customerService/index.ts';
import { runFreePlay, runLogout } from '../features/session/index.ts';
import { brandingAssetUrl } from '../../shared/branding-asset.ts';
import { loadSessionClock } from '../features/protection/index.ts';
import './shell.css';
import { memberPageHref } from '../../shared/pages/wire-names.ts';

// Their own chunks: a guest's first load carries neither.
const SessionClock = lazy(() => loadSessionClock().then((m) => ({ default: m.SessionClock })));
const loadDrawer = () => import('./Drawer.tsx');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

function GuestStrip() {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <div className="strip strip-guest">
      <button type="button" className="btn btn-main" onClick={() => openModal('login')}>{t('auth.login')}</button>
      <button type="button" className="btn btn-primary desktop-only" onClick={() => openModal('register')}>{t('auth.register')}</button>
      {config.features.freePlay ? (
        <button type="button" className="btn desktop-only" onClick={() => void runFreePlay(true)}>{t('auth.freePlay')}</button>
      ) : null}
    </div>
  );
}

/** `onMain`: deposit, or withdraw for a member on a break (a restricted session takes no deposit). */
function MemberStrip({ onMain }: { onMain: () => void }) {
  const { t } = useTranslation();
  const member = usePortal((s) => s.member);
  const unread = usePortal((s) => s.unread);
  return (
    <div className="strip strip-member">
      <span className="account desktop-only">{member?.account}</span>
      <span className="desktop-only"><Suspense fallback={null}><SessionClock /></Suspense></span>
      {member?.clubLabel ? <span className="club-label desktop-only">{clubLabelText(member.clubLabel, t, false)}</span> : null}
      <BalanceButton />
      <Link href={memberPageHref('messages')} className="unread desktop-only" aria-label={t('header.messages', { count: unread })}>
        <Mail aria-hidden="true" size={20} />{unread > 0 ? <span className="badge">{unread}</span> : null}
      </Link>
      <button type="button" className="btn desktop-only" onClick={() => void runLogout()}>{t('auth.logout')}</button>
      <button type="button" className="btn btn-primary btn-main phone-only" onClick={onMain}>{t(member?.protection ? 'header.withdraw' : 'header.deposit')}</button>
    </div>
  );
}

/**
 * The links the session's routers name, each where it shows. Their own components: the routers'
 * answer arrives after hydration and re-renders at once (the query layer's store), so it re-renders
 * these and not the whole header with its navigation.
 */
function ChatLink() {
  const { t } = useTranslation();
  const routers = useRouters();
  const chat = resourceUrl(routers, 'CHAT') ?? resourceUrl(routers, 'LIVECHAT');
  return chat ? (
    <button type="button" className="icon-link desktop-only" aria-label={t('header.chat')} onClick={() => openCustomerService(t)}><MessageCircle aria-hidden="true" size={22} /></button>
  ) : null;
}

function FixedLinks() {
  const routers = useRouters();
  const line = resourceUrl(routers, 'LINE');
  const qq = resourceUrl(routers, 'QQ');
  return line || qq ? (
    <div className="fixed-links">
      {line ? <a href={line} target="_blank" rel="noopener noreferrer">LINE</a> : null}
      {qq ? <a href={qq} target="_blank" rel="noopener noreferrer">QQ</a> : null}
    </div>
  ) : null;
}

export function Header({ collapsible }: { collapsible: boolean }) {
  const { t } = useTranslation();
  const config = useConfig();
  const [location] = useLocation();
  const isLogin = usePortal((s) => s.isLogin);
  const restricted = usePortal((s) => Boolean(s.member?.protection));
  // The agent centre's link shows to whom its route's access rule lets in (real agents only: the
  // agent flag also covers the trial type, spec 4).
  const agentCentre = denialFor(accessOf('/agentHome'), useViewer()) === null;
  // Collapsed on /lottery and /game (the game gets the screen) until the player shows it there.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const canCollapse = collapsible && (location === '/lottery' || location === '/game');
  const collapsed = canCollapse && shownOn !== location;
  const setCollapsed = (hide: boolean) => setShownOn(hide ? null : location);
  // Each link follows its route's access rule: guests get the login pop-up, the trial account
  // in_need_true_account (app/access.ts).
  const guardedNavigate = useGuardedNavigate(accessOf);
  const guarded = (href: string) => () => guardedNavigate(href);
  const logo = brandingAssetUrl(config.branding.logo);
  return (
    <>
    <header className={`site-header${collapsed ? ' collapsed' : ''}`}>
      <div className="header-top">
        <button
          type="button"
          className="ui-icon-btn menu-button phone-only"
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={drawer}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => setDrawer(true)}
        >
          <Menu aria-hidden="true" size={24} />
        </button>
        <Link href="/" className="brand">
          {logo ? <img src={logo} alt={config.identity.displayName} height={32} /> : <span>{config.identity.displayName}</span>}
        </Link>
        <nav className="account-links desktop-only" aria-label={t('header.accountLinks')}>
          {restricted ? null : <button type="button" className="link" onClick={guarded(memberPageHref('deposit'))}>{t('header.deposit')}</button>}
          <button type="button" className="link" onClick={guarded(memberPageHref('withdraw'))}>{t('header.withdraw')}</button>
          <button type="button" className="link" onClick={guarded('/member?page=securityCenter')}>{t('header.memberCentre')}</button>
          {isLogin && agentCentre ? <button type="button" className="link" onClick={guarded('/agentHome')}>{t('nav.agent')}</button> : null}
        </nav>
        <div className="desktop-only"><LanguageSwitch /></div>
        {isLogin ? <MemberStrip onMain={guarded(restricted ? memberPageHref('withdraw') : memberPageHref('deposit'))} /> : <GuestStrip />}
        <ChatLink />
        {canCollapse ? (
          <button type="button" className="link desktop-only" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            {t(collapsed ? 'header.expand' : 'header.collapse')}
          </button>
        ) : null}
      </div>
      {drawer ? <Suspense fallback={null}><Drawer onClose={() => setDrawer(false)} /></Suspense> : null}
    </header>
      {/* Outside the banner: on a phone the header row alone is the sticky 56 px bar. */}
      {collapsed ? null : <Nav />}
      <FixedLinks />
    </>
  );
}
