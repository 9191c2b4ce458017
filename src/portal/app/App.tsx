// The route table of spec section 2, the login-to-home guard, and the frames around each screen.
import { lazy, memo, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useConfig } from './config-context.tsx';
import { guardRedirect } from './guard.ts';
import { getSession } from '../state/session.ts';
import { openModal, usePortal } from '../state/store.ts';
import { Frame } from '../shell/Frame.tsx';
import { Home } from '../pages/index.ts';
import { SectionBoundary } from './SectionBoundary.tsx';
import { sections } from './sections.ts';
import { ROUTES, type RouteEntry } from './routes.ts';
import { AccessGate } from './AccessGate.tsx';
import { ScreenBlocks } from '../engine/screen.tsx';
import { Overlays } from '../shell/Overlays.tsx';
import { RouteFocus } from '../shell/RouteFocus.tsx';
import { refreshBalance } from '../features/session/index.ts';
import { runCall } from '../api/query.ts';
import { loadRealityCheck } from '../features/protection/index.ts';
import type { ComponentType } from 'react';

const RestrictedView = lazy(() => loadRealityCheck().then((m) => ({ default: m.RestrictedView })));

/**
 * A route of the table: its frame, its access rule, the merchant screen's blocks, its page. A
 * member on a break sees the restricted view on every route it does not open.
 */
function RoutePage({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  // A restricted session opens only the member centre, which trims its own pages.
  const restricted = usePortal((s) => s.member?.protection) && route.page !== 'member';
  const page = route.page === 'home' ? null : sections[route.page];
  const blocks = route.screen && !route.fallback ? <ScreenBlocks name={route.screen} /> : null;
  const props = { ...route.props, ...(route.screen ? { screen: route.screen } : {}) };
  return (
    <Frame kind={route.frame}>
      <AccessGate access={route.access}>
        {restricted ? (
          <Suspense fallback={<p className="loading" role="status">{t('common.loading')}</p>}><RestrictedView /></Suspense>
        ) : page === null ? (
          <Home />
        ) : (
          <SectionBoundary>
            <Suspense fallback={<p className="loading" role="status">{t('common.loading')}</p>}>
              {blocks}
              <Section component={page} props={props} />
            </Suspense>
          </SectionBoundary>
        )}
      </AccessGate>
    </Frame>
  );
}

/**
 * Kept while its route is the same: a path change within one route (home's / to /login) renders
 * only what reads the location itself, not the whole page again (on a slow phone that was a
 * 90 ms task right after hydration on cnstar, whose guard makes that move).
 */
const StableRoutePage = memo(RoutePage);

/** Opens a sign-in dialog (home at /login and /register) unless a session exists. */
function OpenModal({ modal }: { modal: 'login' | 'register' | undefined }) {
  useEffect(() => {
    if (modal && !getSession('token')) openModal(modal);
  }, [modal]);
  return null;
}

/** What every route renders: the same element types, so React keeps the page across paths of one route. */
function RouteView({ route, modal }: { route: RouteEntry; modal?: 'login' | 'register' }) {
  return (
    <>
      <OpenModal modal={modal} />
      <StableRoutePage route={route} />
    </>
  );
}

function Section({ component: Page, props }: { component: ComponentType<Record<string, unknown>>; props: Record<string, unknown> }) {
  return <Page {...props} />;
}

function NotFound() {
  return <RoutePage route={{ path: '', page: 'notFound', frame: 'full', access: 'guest' }} />;
}

const HOME_ROUTE = ROUTES.find((route) => route.page === 'home')!;

/**
 * /login and /register are home with a modal open, as the very element home's route is (the same
 * key and component), so React keeps the page when the path moves between them. cnstar's guard
 * moves every guest from / to /login right after hydration: with a different element, React
 * threw the hydrated page away and built it again (most of cnstar's 780 ms blocking time).
 */
function homeWithModal(path: string, modal: 'login' | 'register') {
  return <Route key={HOME_ROUTE.path} path={path}>{() => <RouteView route={HOME_ROUTE} modal={modal} />}</Route>;
}

function Guard() {
  const [location, navigate] = useLocation();
  const config = useConfig();
  const isLogin = usePortal((s) => s.isLogin);
  useEffect(() => {
    const target = guardRedirect(location, Boolean(getSession('token')), config.features.loginToHomePage);
    if (target && target !== location) navigate(target, { replace: true });
  }, [location, isLogin, config.features.loginToHomePage, navigate]);
  return null;
}

const RealityCheck = lazy(() => loadRealityCheck().then((m) => ({ default: m.RealityCheck })));

/** While logged in: the reality check (over every screen, the game frame included). */
function Protection() {
  const isLogin = usePortal((s) => s.isLogin);
  return isLogin ? <Suspense fallback={null}><RealityCheck /></Suspense> : null;
}

/** While logged in: balance refresh and session keep-alive at the merchant's intervals. */
function SessionTimers() {
  const config = useConfig();
  const isLogin = usePortal((s) => s.isLogin);
  useEffect(() => {
    if (!isLogin) return undefined;
    const constants = config.constants as { balanceRefreshMs?: number; sessionTouchMs?: number };
    const timers = [
      setInterval(() => void refreshBalance(), constants.balanceRefreshMs ?? 60_000),
      setInterval(() => void runCall('touch').catch(() => undefined), constants.sessionTouchMs ?? 300_000),
    ];
    return () => timers.forEach(clearInterval);
  }, [isLogin, config.constants]);
  return null;
}

export function App() {
  return (
    <>
      <Guard />
      <RouteFocus />
      <SessionTimers />
      <Protection />
      <Overlays />
      <Switch>
        {homeWithModal('/login', 'login')}
        {homeWithModal('/register', 'register')}
        {homeWithModal('/register.html', 'register')}
        <Route path="/index.html">{() => <Redirect to="/" replace />}</Route>
        <Route path="/index">{() => <Redirect to="/" replace />}</Route>
        <Route path="/home">{() => <Redirect to="/" replace />}</Route>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>{() => <RouteView route={route} />}</Route>
        ))}
        <Route>{() => <NotFound />}</Route>
      </Switch>
    </>
  );
}
