/** The signed-in frame: merchant and operator, the pages of the operator's role, sign-out. */
import { lazy, Suspense, useMemo } from 'react';
import { Link, Redirect, Route, Router, Switch, useRoute } from 'wouter';
import { deskCall } from './api.ts';
import { useDeskAction } from './data.ts';
import { errorMessage, useT } from './i18n/i18n.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { DESK_PAGES, pagesFor, type DeskPage } from './pages.ts';
import { useMe } from './session.ts';

function NavLink({ page }: { page: DeskPage }) {
  const t = useT();
  const [active] = useRoute(`/${page.key}`);
  return (
    <Link href={`/${page.key}`} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined}>
      {t(page.titleKey)}
    </Link>
  );
}

export function Shell({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useT();
  const me = useMe();
  const logout = useDeskAction(() => deskCall('deskLogout', {}), { settled: onSignedOut });
  const components = useMemo(() => new Map(DESK_PAGES.map((page) => [page.key, lazy(page.load)])), []);
  if (me.isError) {
    return (
      <main className="login">
        <div className="card">
          <p className="error" role="alert">{errorMessage(t, me.error)}</p>
          <button type="button" onClick={onSignedOut}>{t('shell.signOut')}</button>
        </div>
      </main>
    );
  }
  if (!me.data) return <p className="boot">{t('shell.loading')}</p>;
  const { operator, merchantName } = me.data;
  const pages = pagesFor(operator.role);
  return (
    <Router base="/desk">
      <header className="topbar">
        <div className="brand">
          <strong>{t('shell.title')}</strong> <span>{merchantName}</span>
        </div>
        <nav aria-label={t('shell.menu')} className="nav">
          {pages.map((page) => <NavLink key={page.key} page={page} />)}
        </nav>
        <div className="who">
          <span>{operator.username} · {t(`role.${operator.role}`)}</span>
          <LanguagePicker />
          <button type="button" onClick={() => logout.run()} disabled={logout.isPending}>{t('shell.signOut')}</button>
        </div>
      </header>
      <main className="content">
        <Suspense fallback={<p className="boot">{t('shell.loading')}</p>}>
          <Switch>
            {DESK_PAGES.map((page) => {
              const Page = components.get(page.key)!;
              return (
                <Route key={page.key} path={`/${page.key}`}>
                  {page.roles.includes(operator.role) ? <Page /> : <p className="error" role="alert">{t('errorCode.desk.role.forbidden')}</p>}
                </Route>
              );
            })}
            <Route>
              {pages[0] ? <Redirect to={`/${pages[0].key}`} replace /> : <p className="empty">{t('shell.noPages')}</p>}
            </Route>
          </Switch>
        </Suspense>
      </main>
    </Router>
  );
}
