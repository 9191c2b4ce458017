// member: the member centre (/member?page=...), its menu and its page registry (pages.tsx,
// keyed by schemas/merchant's MemberPage, the key navigation.memberMenu uses).
export const loadMemberSection = () => import('./Member.tsx');
