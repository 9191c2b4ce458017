// The one access rule (src/portal/app/access.ts) the route table, menus, header links and
// real-money actions share, and the routes that carry it.
import { describe, expect, it } from 'vitest';
import { denialFor, type Access, type Viewer } from '../../src/portal/app/access.ts';
import { accessOf, routeFor } from '../../src/portal/app/routes.ts';

const guest: Viewer = { isLogin: false, memberType: null };
const member: Viewer = { isLogin: true, memberType: 0 };
const trial: Viewer = { isLogin: true, memberType: 4 };
const agent: Viewer = { isLogin: true, memberType: 1 };

describe('access rule', () => {
  const table: [Access, Viewer, ReturnType<typeof denialFor>][] = [
    ['guest', guest, null],
    ['login', guest, 'login'], ['login', trial, null], ['login', member, null],
    ['realAccount', guest, 'login'], ['realAccount', trial, 'realAccount'], ['realAccount', member, null],
    ['agent', guest, 'login'], ['agent', trial, 'realAccount'], ['agent', member, 'agent'], ['agent', agent, null],
  ];
  for (const [access, viewer, denial] of table) {
    it(`${access} for ${JSON.stringify(viewer)}: ${denial ?? 'allowed'}`, () => expect(denialFor(access, viewer)).toBe(denial));
  }

  it('the member centre and point mall need a real account, the agent centre an agent, lottery a login', () => {
    expect(accessOf('/member')).toBe('realAccount');
    expect(accessOf('/pointMall')).toBe('realAccount');
    expect(accessOf('/agentHome')).toBe('agent');
    for (const path of ['/lottery', '/seaLottery', '/vnLottery']) expect(routeFor(path)).toMatchObject({ access: 'login', guestRedirect: true });
    for (const path of ['/', '/sports', '/rng', '/elott', '/seamless', '/promotions', '/no-such-page']) expect(accessOf(path)).toBe('guest');
  });
});
