// member: the member centre (/member?page=...) with its menu; its pages are the merchant config's
// pages whose centre is `member`, built from blocks (src/portal/blocks/).
export const loadMemberSection = () => import('./Member.tsx');
