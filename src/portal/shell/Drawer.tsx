// The phone's menu drawer: what the 56 px header leaves out. The account (name, club
// label, session clock, account links, log out) or the guest's ways in, the categories, the
// side menu's contacts and the language switch. A sheet from the start edge: focus trapped, Esc
// closes, focus returns to the menu button (ui/Dialog). Any link or action closes it.
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowUpFromLine, Headset, Mail, Network, UserRound, Wallet } from 'lucide-react';
import { categoryIcon } from './menu-icons.tsx';
import { Sheet } from '../ui/Dialog.tsx';
import { useConfig } from '../app/config-context.tsx';
import { openModal, usePortal } from '../state/store.ts';
import { denialFor, useGuardedNavigate, useViewer } from '../app/access.ts';
import { accessOf } from '../app/routes.ts';
import { clubLabelText } from '../i18n/club-label.ts';
import { runFreePlay, runLogout } from '../features/session/index.ts';
import { openCustomerService } from '../features/customerService/index.ts';
import { loadSessionClock } from '../features/protection/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SideMenu } from './SideMenu.tsx';
import { categoryHref } from './Nav.tsx';
import { resourceUrl, useRouters } from './routers.ts';
import { memberPageHref } from '../../shared/pages/wire-names.ts';

const SessionClock = lazy(() => loadSessionClock().then((m) => ({ default: m.SessionClock })));

function Account({ go }: { go: (href: string) => () => void }) {
  const { t } = useTranslation();
  const member = usePortal((s) => s.member);
  const unread = usePortal((s) => s.unread);
  const agentCentre = denialFor(accessOf('/agentHome'), useViewer()) === null;
  return (
    <section className="drawer-account" aria-label={t('header.accountLinks')}>
      <p className="drawer-who">
        <span className="account">{member?.account}</span>
        {member?.clubLabel ? <span className="club-label">{clubLabelText(member.clubLabel, t, false)}</span> : null}
        <Suspense fallback={null}><SessionClock /></Suspense>
      </p>
      <ul className="drawer-list">
        {member?.protection ? null : <li><button type="button" className="with-icon" onClick={go(memberPageHref('deposit'))}><Wallet aria-hidden="true" size={20} />{t('header.deposit')}</button></li>}
        <li><button type="button" className="with-icon" onClick={go(memberPageHref('withdraw'))}><ArrowUpFromLine aria-hidden="true" size={20} />{t('header.withdraw')}</button></li>
        <li><button type="button" className="with-icon" onClick={go('/member?page=securityCenter')}><UserRound aria-hidden="true" size={20} />{t('header.memberCentre')}</button></li>
        <li>
          <Link href={memberPageHref('messages')} className="with-icon" aria-label={t('header.messages', { count: unread })}>
            <Mail aria-hidden="true" size={20} />{t('member.menu.messages')}{unread > 0 ? <span className="badge">{unread}</span> : null}
          </Link>
        </li>
        {agentCentre ? <li><button type="button" className="with-icon" onClick={go('/agentHome')}><Network aria-hidden="true" size={20} />{t('nav.agent')}</button></li> : null}
      </ul>
    </section>
  );
}

function Guest() {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <div className="drawer-guest">
      <button type="button" className="btn" onClick={() => openModal('login')}>{t('auth.login')}</button>
      <button type="button" className="btn btn-primary" onClick={() => openModal('register')}>{t('auth.register')}</button>
      {config.features.freePlay ? <button type="button" className="btn" onClick={() => void runFreePlay(true)}>{t('auth.freePlay')}</button> : null}
    </div>
  );
}

export function Drawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const isLogin = usePortal((s) => s.isLogin);
  const routers = useRouters();
  const navigateGuarded = useGuardedNavigate(accessOf);
  const go = (href: string) => () => navigateGuarded(href);
  const chat = resourceUrl(routers, 'CHAT') ?? resourceUrl(routers, 'LIVECHAT');
  const categories = config.navigation.header.categories.filter((c) => c.category === 'home' || c.category === 'promotions' || c.vendors.length > 0);
  // A link or an action closes the drawer; a control that opens something inside it (a contact
  // channel's list, the language list) leaves it open.
  const closeOnAction = (event: MouseEvent) => {
    const target = (event.target as HTMLElement).closest('a, button');
    if (target && !target.hasAttribute('aria-expanded') && !target.closest('.ui-dialog-head')) onClose();
  };
  return (
    <Sheet side="start" title={t('header.menu')} closeLabel={t('common.close')} onClose={onClose} className="drawer">
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only catches clicks bubbling from the links and buttons inside, which have their own keyboard handling. */}
      <div onClick={closeOnAction}>
        {isLogin ? <Account go={go} /> : <Guest />}
        <nav aria-label={t('nav.categories')}>
          <ul className="drawer-list">
            {categories.map((item) => <li key={item.category}><Link href={categoryHref(item.category)} className="with-icon">{categoryIcon(item.category)}{t(item.labelKey)}</Link></li>)}
          </ul>
        </nav>
        <SideMenu />
        {chat ? <button type="button" className="drawer-row with-icon" onClick={() => openCustomerService(t)}><Headset aria-hidden="true" size={20} />{t('header.chat')}</button> : null}
        <LanguageSwitch />
        {isLogin ? <button type="button" className="btn drawer-logout" onClick={() => void runLogout()}>{t('auth.logout')}</button> : null}
      </div>
    </Sheet>
  );
}
