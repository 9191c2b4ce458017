// The status a member reads on a promotion: what they did about it (applying, process, issued,
// rejected, joined, claimed) or else where its period stands (coming soon, closed).
import type { CallResponse } from '../../../shared/api/index.ts';
import type { PromotionStatus } from '../../../shared/promotion-rules.ts';
import type { Tone } from '../../ui/index.ts';

export type PromotionItem = CallResponse<'promotions'>['items'][number];
export type ApplicationItem = NonNullable<PromotionItem['mine']>;

export function statusOf(p: PromotionItem): PromotionStatus | null {
  if (p.mine) return p.mine.status;
  if (p.period === 'comingSoon') return 'comingSoon';
  if (p.period === 'closed') return 'closed';
  return null;
}

export const TONE: Record<PromotionStatus, Tone> = {
  applying: 'primary', process: 'primary', issued: 'success', claimed: 'success', joined: 'success',
  rejected: 'danger', closed: 'neutral', comingSoon: 'warning',
};
