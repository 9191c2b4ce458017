/**
 * The rules of promotions, all checked here whatever the portal already said: the
 * promotion exists in the merchant's content and is claimed the way asked (apply, join, raffle),
 * today lies within its period, the comment and images keep the application bounds, and each
 * "once" holds (one open application, one join, one raffle draw per member: unique indexes, so
 * it holds across platform processes too). Money moves only through the ledger, as a
 * `promotion` entry under a key that can be posted once.
 */
import { randomInt } from 'node:crypto';
import type { MerchantContent, Promotion } from '../../../generated/content.ts';
import { commentLength, PROMOTION_COMMENT_MAX, PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGES_MAX } from '../../../shared/promotion-rules.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { RouteDeps } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { postEntries } from '../../ledger/store.ts';
import type { Member } from '../members/index.ts';
import type { PromotionApplication } from './store.ts';
import { assertNotProtected } from '../protection/index.ts';
import { defaultBonusTurnover, imageKind, recordBonusTurnover } from '../withdrawals/index.ts';

type Deps = Pick<RouteDeps, 'stores' | 'clock'>;
const DAY = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

export type Period = 'comingSoon' | 'open' | 'closed';

/** Before `from`, within [from, until] (whole UTC days, `until` included), or after. */
export function periodOf(p: Pick<Promotion, 'from' | 'until'>, now: number): Period {
  if (now < dayStart(p.from)) return 'comingSoon';
  if (p.until !== undefined && now >= dayStart(p.until) + DAY) return 'closed';
  return 'open';
}

/**
 * The promotion's rules from the merchant's default language (validate.ts keeps the claim,
 * period and raffle the same in every language, so any file would answer the same).
 */
export function promotionRules(merchant: Merchant, promotionId: string): Promotion {
  const content: MerchantContent | undefined = merchant.content[merchant.languages.default] ?? Object.values(merchant.content)[0];
  const promotion = content?.promotions.find((p) => p.id === promotionId);
  if (!promotion) throw new ApiError(404, 'promotion.not.found', 'No such promotion');
  return promotion;
}

function assertOpen(promotion: Promotion, now: number): void {
  const period = periodOf(promotion, now);
  if (period === 'comingSoon') throw new ApiError(409, 'promotion.notStarted', 'This promotion has not started yet', { from: promotion.from });
  if (period === 'closed') throw new ApiError(409, 'promotion.ended', 'This promotion has ended', { until: promotion.until ?? '' });
}

/** One image from the form: base64 or a data URL, a png or jpg by its first bytes, at most 5 MB. */
export function readApplicationImage(text: string, index: number): { mime: string; bytes: Buffer } {
  const base64 = text.replace(/^data:[^,]*;base64,/i, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new ApiError(400, 'promotion.image.invalid', 'Images must be png or jpg', { index });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw new ApiError(400, 'promotion.image.tooLarge', 'An image is larger than 5 MB', { index });
  const mime = imageKind(bytes);
  if (!mime) throw new ApiError(400, 'promotion.image.invalid', 'Images must be png or jpg', { index });
  return { mime, bytes };
}

export interface ApplyInput {
  promotionId: string;
  comment?: string | undefined;
  images?: string[] | undefined;
}

export async function applyForPromotion(deps: Deps, merchant: Merchant, member: Member, input: ApplyInput): Promise<PromotionApplication> {
  const now = deps.clock.now();
  assertNotProtected(member, now);
  const promotion = promotionRules(merchant, input.promotionId);
  if (promotion.claim !== 'apply' || promotion.raffle) throw new ApiError(409, 'promotion.claim.invalid', 'This promotion is not applied for');
  assertOpen(promotion, now);
  const comment = (input.comment ?? '').trim();
  if (commentLength(comment) > PROMOTION_COMMENT_MAX) throw new ApiError(400, 'promotion.comment.tooLong', `The comment is longer than ${PROMOTION_COMMENT_MAX} characters`, { max: PROMOTION_COMMENT_MAX });
  const texts = input.images ?? [];
  if (texts.length > PROMOTION_IMAGES_MAX) throw new ApiError(400, 'promotion.image.tooMany', `At most ${PROMOTION_IMAGES_MAX} images`, { max: PROMOTION_IMAGES_MAX });
  const images = texts.map(readApplicationImage);
  const created = await deps.stores.promotions.transaction((tx) =>
    deps.stores.promotions.insert(tx, { merchant: merchant.code, memberId: member.id, promotionId: promotion.id, kind: 'apply', status: 'applying', comment, images, bonusMinor: null, at: now }),
  );
  if (!created) throw new ApiError(409, 'promotion.application.exists', 'You already have an application for this promotion');
  return created;
}

export async function joinPromotion(deps: Deps, merchant: Merchant, member: Member, promotionId: string): Promise<PromotionApplication> {
  const now = deps.clock.now();
  assertNotProtected(member, now);
  const promotion = promotionRules(merchant, promotionId);
  if (promotion.claim !== 'join' || promotion.raffle) throw new ApiError(409, 'promotion.claim.invalid', 'This promotion is not joined');
  assertOpen(promotion, now);
  const created = await deps.stores.promotions.transaction((tx) =>
    deps.stores.promotions.insert(tx, { merchant: merchant.code, memberId: member.id, promotionId, kind: 'join', status: 'joined', comment: '', images: [], bonusMinor: null, at: now }),
  );
  if (!created) throw new ApiError(409, 'promotion.join.already', 'You have already joined this promotion');
  return created;
}

/** The raffle's prizes in minor units, with their weights. */
export const rafflePrizes = (merchant: Merchant, promotion: Promotion): { amountMinor: number; weight: number }[] =>
  (promotion.raffle?.prizes ?? []).map((p) => ({ amountMinor: Math.max(1, majorToMinor(p.amount, merchant.currency.decimals)), weight: p.weight }));

/** A prize drawn by weight with the platform's CSPRNG (the member cannot steer it). */
export function drawPrize(prizes: { amountMinor: number; weight: number }[], pick: (max: number) => number = randomInt): number {
  const total = prizes.reduce((n, p) => n + p.weight, 0);
  let ticket = pick(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize.amountMinor;
    ticket -= prize.weight;
  }
  throw new Error('raffle has no prizes');
}

export interface BonusAccounts {
  house: number;
  wallet: number;
}

/**
 * The ledger accounts a bonus moves between, looked up (or made) before the transaction: the
 * lookup runs on the pool, and PGlite's one connection is busy with the transaction meanwhile.
 */
export async function bonusAccounts(deps: Deps, merchant: Merchant, memberId: number): Promise<BonusAccounts> {
  const currency = merchant.currency.code;
  return {
    house: await deps.stores.ledger.account(merchant.code, 'house', null, currency),
    wallet: await deps.stores.ledger.account(merchant.code, 'member', memberId, currency),
  };
}

/** The turnover multiplier of a promotion's bonus: the promotion's own, else the merchant's bonus default. */
export function promotionMultiplier(merchant: Merchant, promotionId: string): number {
  const own = merchant.content[merchant.languages.default]?.promotions.find((p) => p.id === promotionId)?.turnoverMultiplier;
  return own ?? defaultBonusTurnover(merchant);
}

export interface PromotionCredit {
  memberId: number;
  promotionId: string;
  amountMinor: number;
  /** Valid bets asked before a withdrawal, as a multiple of the amount (kept with the credit). */
  multiplier: number;
  key: string;
  memo: string;
}

/** Credits a promotion bonus: house to the member's wallet, posted once under `key`, with its turnover multiplier. */
export async function creditBonus(deps: Deps, tx: Queryable, merchant: Merchant, accounts: BonusAccounts, credit: PromotionCredit): Promise<void> {
  await postEntries(tx, {
    merchant: merchant.code, idempotencyKey: credit.key, kind: 'promotion', memo: credit.memo, at: deps.clock.now(),
    entries: [{ accountId: accounts.wallet, amount: credit.amountMinor }, { accountId: accounts.house, amount: -credit.amountMinor }],
  });
  await recordBonusTurnover(tx, { merchant: merchant.code, memberId: credit.memberId, key: credit.key, promotionId: credit.promotionId, multiplier: credit.multiplier });
}

/** MCS2_claimRafflePromotion: one draw per member and promotion, the prize credited in the same transaction. */
export async function claimRaffle(deps: Deps, merchant: Merchant, member: Member, promotionId: string): Promise<PromotionApplication> {
  const now = deps.clock.now();
  assertNotProtected(member, now);
  const promotion = promotionRules(merchant, promotionId);
  if (!promotion.raffle) throw new ApiError(409, 'promotion.claim.invalid', 'This promotion has no raffle');
  assertOpen(promotion, now);
  const prize = drawPrize(rafflePrizes(merchant, promotion));
  const accounts = await bonusAccounts(deps, merchant, member.id);
  const claimed = await deps.stores.promotions.transaction(async (tx) => {
    const row = await deps.stores.promotions.insert(tx, { merchant: merchant.code, memberId: member.id, promotionId, kind: 'raffle', status: 'claimed', comment: '', images: [], bonusMinor: prize, at: now });
    if (!row) return null;
    // Keyed by promotion and member, not by row: even a second row could not pay twice.
    await creditBonus(deps, tx, merchant, accounts, {
      memberId: member.id, promotionId, amountMinor: prize, multiplier: promotionMultiplier(merchant, promotionId),
      key: `promotion:raffle:${promotionId}:${member.id}`, memo: `raffle ${promotionId}`,
    });
    return row;
  });
  if (!claimed) throw new ApiError(409, 'promotion.raffle.claimed', 'You have already drawn in this raffle');
  return claimed;
}
