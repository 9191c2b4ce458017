// The route table of spec section 2, the login-to-home guard, and the frames around each screen.
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useConfig } from './config-context.tsx';
import { guardRedirect } from './guard.ts';
import { getSession } from '../state/session.ts';
import { openModal, usePortal } from '../state/store.ts';
import { Frame, type FrameKind } from '../shell/Frame.tsx';
import { Home } from '../pages/index.ts';
import { SectionBoundary } from './SectionBoundary.tsx';
import { sections } from './sections.ts';
import { Overlays } from '../shell/Overlays.tsx';
import { refreshBalance } from '../features/session/index.ts';
import { apiCall } from '../api/portal-api.ts';
import type { ComponentType, LazyExoticComponent } from 'react';

const GAME_LIST_TYPES = ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp'];

function Lazy({ component: Section, frame, props = {} }: { component: LazyExoticComponent<ComponentType<Record<string, unknown>>>; frame: FrameKind; props?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <Frame kind={frame}>
      <SectionBoundary>
        <Suspense fallback={<p className="loading" role="status">{t('common.loading')}</p>}>
          <Section {...props} />
        </Suspense>
      </SectionBoundary>
    </Frame>
  );
}

/** /login and /register are home with a modal open. */
function HomeWithModal({ modal }: { modal: 'login' | 'register' }) {
  useEffect(() => {
    if (!getSession('token')) openModal(modal);
  }, [modal]);
  return (
    <Frame kind="full">
      <Home />
    </Frame>
  );
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

/** While logged in: balance refresh and session keep-alive at the merchant's intervals. */
function SessionTimers() {
  const config = useConfig();
  const isLogin = usePortal((s) => s.isLogin);
  useEffect(() => {
    if (!isLogin) return undefined;
    const constants = config.constants as { balanceRefreshMs?: number; sessionTouchMs?: number };
    const timers = [
      setInterval(() => void refreshBalance(), constants.balanceRefreshMs ?? 60_000),
      setInterval(() => void apiCall('touch', undefined, undefined, { quiet: true }).catch(() => undefined), constants.sessionTouchMs ?? 300_000),
    ];
    return () => timers.forEach(clearInterval);
  }, [isLogin, config.constants]);
  return null;
}

export function App() {
  return (
    <>
      <Guard />
      <SessionTimers />
      <Overlays />
      <Switch>
        <Route path="/login">{() => <HomeWithModal modal="login" />}</Route>
        <Route path="/register">{() => <HomeWithModal modal="register" />}</Route>
        <Route path="/register.html">{() => <HomeWithModal modal="register" />}</Route>
        <Route path="/index.html">{() => <Redirect to="/" replace />}</Route>
        <Route path="/index">{() => <Redirect to="/" replace />}</Route>
        <Route path="/home">{() => <Redirect to="/" replace />}</Route>
        <Route path="/member">{() => <Lazy component={sections.member} frame="noSide" />}</Route>
        <Route path="/agentHome">{() => <Lazy component={sections.agent} frame="full" />}</Route>
        <Route path="/pointMall">{() => <Lazy component={sections.pointMall} frame="full" />}</Route>
        <Route path="/elott">{() => <Lazy component={sections.lottery} frame="full" props={{ variant: 'elott' }} />}</Route>
        <Route path="/lottery">{() => <Lazy component={sections.lottery} frame="headerOnly" props={{ variant: 'lottery' }} />}</Route>
        <Route path="/seaLottery">{() => <Lazy component={sections.lottery} frame="headerOnly" props={{ variant: 'seaLottery' }} />}</Route>
        <Route path="/vnLottery">{() => <Lazy component={sections.lottery} frame="headerOnly" props={{ variant: 'vnLottery' }} />}</Route>
        <Route path="/seamless">{() => <Lazy component={sections.seamless} frame="headerOnly" />}</Route>
        <Route path="/:pageType">
          {(params) =>
            GAME_LIST_TYPES.includes(params.pageType) ? (
              <Lazy component={sections.gameList} frame="full" props={{ pageType: params.pageType }} />
            ) : (
              <OtherRoute path={params.pageType} />
            )
          }
        </Route>
        <Route path="/">{() => <Frame kind="full"><Home /></Frame>}</Route>
        <Route>{() => <Lazy component={sections.notFound} frame="full" />}</Route>
      </Switch>
    </>
  );
}

function OtherRoute({ path }: { path: string }) {
  switch (path) {
    case 'esports':
    case 'sports':
    case 'cockfight':
      return <Lazy component={sections.gameCategory} frame="full" props={{ category: path }} />;
    case 'promotions':
      return <Lazy component={sections.promotions} frame="full" />;
    case 'help':
      return <Lazy component={sections.help} frame="full" />;
    case 'helpmc':
      return <Lazy component={sections.helpCentre} frame="bare" />;
    case 'down':
    case 'download':
      return <Lazy component={sections.download} frame="full" />;
    case 'join':
      return <Lazy component={sections.join} frame="full" />;
    case 'game':
      return <Lazy component={sections.game} frame="headerOnly" />;
    case 'maintain':
      return <Lazy component={sections.maintain} frame="bare" />;
    default:
      return <Lazy component={sections.notFound} frame="full" />;
  }
}
