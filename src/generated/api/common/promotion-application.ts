/* Generated from schemas/api/common/promotion-application.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * What a member did about one promotion, as the member reads it: an application (kind apply: applying, process, issued or rejected), an opt-in (join: joined) or a raffle draw (raffle: claimed).
 */
export interface PromotionApplicationItem {
  id: number;
  /**
   * The promotion's id in the merchant's content files.
   */
  promotionId: string;
  /**
   * The promotion's title in the request's language (its id when the content no longer has it).
   */
  title: string;
  kind: 'apply' | 'join' | 'raffle';
  status: 'applying' | 'process' | 'rejected' | 'issued' | 'joined' | 'claimed';
  comment: string;
  imageCount: number;
  /**
   * The bonus credited (issued) or the raffle prize (claimed), in minor units.
   */
  bonusMinor: number | null;
  /**
   * The desk's reason for a rejection.
   */
  reason: string | null;
  /**
   * When the member applied, joined or drew (epoch ms).
   */
  createdAt: number;
  /**
   * When the desk last changed it (epoch ms).
   */
  decidedAt: number | null;
}
