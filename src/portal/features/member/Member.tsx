// Member centre (no side menu): the left panel with real member data, the menu, and the selected
// page (default securityCenter): a page of the merchant config whose centre is the member centre,
// rendered from its blocks. The route's access rule (realAccount, app/routes.ts) keeps guests and
// the trial account out; a page may ask for more (its own access rule).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { usePortal } from '../../state/store.ts';
import { daysSinceJoiningText } from './days-since-joining.ts';
import { clubLabelText } from '../../i18n/club-label.ts';
import { BalanceText } from '../../shell/Balance.tsx';
import { useConfig } from '../../app/config-context.tsx';
import { AccessGate } from '../../app/AccessGate.tsx';
import { PageBlocks, pageAccess, usePages } from '../../engine/page.tsx';
import { pageIdFromWire, memberPageHref } from '../../../shared/pages/wire-names.ts';
import { centreIcon } from '../../engine/centre-icons.tsx';
import { centreMenu } from '../../engine/centre-menu.ts';
import { useClaimableMissions } from '../missions/index.ts';
import { loadRealityCheck } from '../protection/index.ts';
import { pageOpenWhenRestricted } from '../../../shared/protection.ts';
import { openWhenRestricted } from '../../blocks/registry.tsx';

// The restricted view comes with the reality check's chunk (features/protection/index.ts).
const RestrictedView = lazy(() => loadRealityCheck().then((m) => ({ default: m.RestrictedView })));
const RestrictedBanner = lazy(() => loadRealityCheck().then((m) => ({ default: m.RestrictedBanner })));

/** How far a row scrolls sideways to show `item` whole (none when it is shown already). */
const sidewaysIntoView = (row: DOMRect, item: DOMRect): number =>
  item.left < row.left ? item.left - row.left : item.right > row.right ? Math.min(item.right - row.right, item.left - row.left) : 0;

export function MemberSection() {
  const { t } = useTranslation();
  const search = useSearch();
  const config = useConfig();
  const member = usePortal((s) => s.member);
  const unread = usePortal((s) => s.unread);
  const pages = usePages();
  const requested = pageIdFromWire(new URLSearchParams(search).get('page') ?? 'securityCenter');
  // transferUpline only for a member with an upline, where the merchant allows it (PEERS: toUpline).
  const canTransferUp = Boolean(member?.toUpline) && config.features.transfers?.toUpline === true;
  // A member on a break: only the pages a restricted session opens (withdraw, history, security).
  const protection = member?.protection;
  const menu = centreMenu(config.navigation.memberMenu, pages, 'member')
    .filter((item) => item.id !== 'transferUpline' || canTransferUp)
    .filter((item) => !protection || pageOpenWhenRestricted(pages[item.id], openWhenRestricted));
  const page = pages[requested]?.centre === 'member' ? requested : pages.securityCenter ? 'securityCenter' : menu[0]?.id ?? '';
  const shown = pages[page];
  const claimable = useClaimableMissions(menu.some((item) => item.badge === 'missionCount'));
  const pageLabel = menu.find((m) => m.id === page)?.labelKey ?? shown?.titleKey ?? `member.menu.${page}`;
  // On a phone the menu is one sideways row: the current page's item is brought into view by
  // scrolling that row only. (scrollIntoView scrolls the window too: on a desktop, whose menu is a
  // tall list, a page whose item sits low opened part way down, under the sticky header.) Again
  // whenever the row's box changes, as when a desktop window is made as narrow as a phone and the
  // tall list becomes the row; its contents scrolling or changing inside it do not resize it.
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = menuRef.current!;
    const observer = new ResizeObserver(() => {
      const item = row.querySelector('[aria-current="page"]');
      if (item) row.scrollBy({ left: sidewaysIntoView(row.getBoundingClientRect(), item.getBoundingClientRect()) });
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [page]);
  return (
    <div className="member-centre">
      <aside className="member-panel" aria-label={t('member.panel')}>
        <div className="avatar" aria-hidden="true">{member?.account.slice(0, 1).toUpperCase()}</div>
        <p className="member-account">{member?.nickname || member?.account}</p>
        <p className="member-label">{member?.clubLabel ? clubLabelText(member.clubLabel, t, true) : t('member.label')}</p>
        {member?.regDate ? <p className="member-days">{daysSinceJoiningText(member.regDate, t, Date.now())}</p> : null}
        <p className="member-balance"><BalanceText /></p>
        <div className="member-shortcuts">
          {protection ? null : <Link className="btn" href={memberPageHref('deposit')}>{t('header.deposit')}</Link>}
          <Link className="btn" href="/member?page=withdraw">{t('header.withdraw')}</Link>
        </div>
        <nav aria-label={t('member.menuLabel')}>
          <ul className="member-menu" ref={menuRef}>
            {menu.map((item) => (
              <li key={item.id}>
                <Link href={`/member?page=${item.wire}`} aria-current={item.id === page ? 'page' : undefined}>
                  {centreIcon(item.id, item.icon)}
                  <span>{t(item.labelKey)}</span>
                  {item.badge === 'unreadMessages' && unread > 0 ? <span className="badge">{unread}</span> : null}
                  {item.badge === 'missionCount' && claimable > 0 ? <span className="badge">{claimable}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="member-page" aria-labelledby="member-page-title">
        <h1 id="member-page-title">{t(pageLabel)}</h1>
        {protection && !pageOpenWhenRestricted(shown, openWhenRestricted) ? (
          <Suspense fallback={null}><RestrictedView /></Suspense>
        ) : shown ? (
          <AccessGate access={pageAccess(shown.access)}>
            {protection ? <Suspense fallback={null}><RestrictedBanner protection={protection} /></Suspense> : null}
            <PageBlocks page={shown} />
          </AccessGate>
        ) : <p className="unavailable" role="status">{t('section.notAvailable')}</p>}
      </section>
    </div>
  );
}
