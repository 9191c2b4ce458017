// member: the member centre (/member?page=...), its menu and its pages (schemas/merchant:
// navigation.memberMenu, MemberPage).
export const loadMemberSection = () => import('./Member.tsx');
