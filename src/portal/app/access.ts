// Who may open what: the ONE place the portal decides access, for routes (the route table's
// `access`), menu items, header links and real-money actions.
//   guest        anyone
//   login        a signed-in session (the trial account included)
//   realAccount  a signed-in, real (not trial) account: member centre, money
//   agent        a real account of an agent-centre type
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isAgentCentreType, isTrialType } from '../../shared/member-types.ts';
import { openModal, showNotice, usePortal } from '../state/store.ts';

export type Access = 'guest' | 'login' | 'realAccount' | 'agent';
/** Why access is refused: what the viewer lacks. */
export type Denial = 'login' | 'realAccount' | 'agent';

export interface Viewer {
  isLogin: boolean;
  /** The member type (4 = trial), null before member info arrives. */
  memberType: number | null;
}

export function denialFor(access: Access, viewer: Viewer): Denial | null {
  if (access === 'guest') return null;
  if (!viewer.isLogin) return 'login';
  if (access === 'login') return null;
  if (viewer.memberType !== null && isTrialType(viewer.memberType)) return 'realAccount';
  if (access === 'realAccount') return null;
  return viewer.memberType !== null && isAgentCentreType(viewer.memberType) ? null : 'agent';
}

export function useViewer(): Viewer {
  const isLogin = usePortal((s) => s.isLogin);
  const memberType = usePortal((s) => s.member?.type ?? null);
  return { isLogin, memberType };
}

/**
 * An action behind an access rule (a header link, a menu item, a bet button): a guest gets the
 * login pop-up, the trial account the true-account warning, a non-agent the agent message.
 */
export function useGuarded(): (access: Access, run: () => void) => void {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (access, run) => {
    const denial = denialFor(access, viewer);
    if (denial === 'login') openModal('loginPopup');
    else if (denial === 'realAccount') showNotice(t('in_need_true_account'), 'in_increase_submit');
    else if (denial === 'agent') showNotice(t('error.nonAgent'));
    else run();
  };
}

/** Navigation to a portal route, behind that route's access rule (from the route table). */
export function useGuardedNavigate(accessOf: (path: string) => Access): (href: string) => void {
  const [, navigate] = useLocation();
  const guarded = useGuarded();
  return (href) => guarded(accessOf(href.split(/[?#]/)[0] ?? href), () => navigate(href));
}
