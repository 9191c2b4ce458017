/**
 * The points mall's rules: products and prices from merchant config, redeeming with
 * the transaction password (quantity 1 to stock, a physical gift's recipient), converting money
 * to points, and the desk's decision (a rejection gives back points, money and stock). Stock,
 * points and money move in one transaction, so a refused step moves nothing.
 */
import type { PointMallSettings, PointProduct } from '../../../generated/merchant.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Clock } from '../../clock.ts';
import type { SecurityPolicy } from '../../policy.ts';
import type { Member } from '../members/index.ts';
import type { Stores } from '../../stores.ts';
import { InsufficientFundsError, postEntries } from '../../ledger/store.ts';
import {
  insertRedemption, lockRedemption, PointsInsufficientError, postPoints, returnStock, setRedemptionStatus, takeStock,
  type Recipient, type Redemption,
} from './store.ts';
import { checkPaymentPassword } from '../security-centre/index.ts';
import { assertNotProtected } from '../protection/index.ts';

export interface PointsDeps {
  stores: Stores;
  clock: Clock;
  policy: SecurityPolicy;
}

const minorOf = (major: number, merchant: Merchant): number => major * 10 ** merchant.currency.decimals;

export function pointSettings(merchant: Merchant): PointMallSettings {
  const settings = merchant.config.constants.pointMall;
  if (!settings?.enabled) throw new ApiError(403, 'points.disabled', 'The points mall is closed');
  return settings;
}

/** Valid bet per point in minor units, by category. */
export function betPerPoint(merchant: Merchant, settings: PointMallSettings): Map<string, number> {
  const rates: [string, number][] = [];
  for (const [category, major] of Object.entries(settings.earn) as [string, number | undefined][]) {
    if (major !== undefined) rates.push([category, minorOf(major, merchant)]);
  }
  return new Map(rates);
}

/** Counts the member's new valid bets; every read or spend of points calls it first. */
export async function catchUpEarnings(deps: PointsDeps, merchant: Merchant, memberId: number): Promise<void> {
  const settings = pointSettings(merchant);
  await deps.stores.pointMall.earn({ merchant: merchant.code, memberId, betPerPoint: betPerPoint(merchant, settings), at: deps.clock.now() });
}

/** The products with their live stock (a product new to the config starts at its configured stock). */
export async function productsWithStock(deps: PointsDeps, merchant: Merchant): Promise<{ product: PointProduct; stock: number }[]> {
  const { products } = pointSettings(merchant);
  let stock = await deps.stores.pointMall.stock(merchant.code);
  if (products.some((p) => !stock.has(p.id))) {
    await deps.stores.pointMall.ensureStock(merchant.code, products);
    stock = await deps.stores.pointMall.stock(merchant.code);
  }
  return products.map((product) => ({ product, stock: stock.get(product.id) ?? 0 }));
}

export interface RedeemInput {
  productId: string;
  quantity: number;
  paymentPassword: string;
  requestKey: string;
  recipient?: Recipient;
}

/** A phone number: digits with an optional leading +, spaces or dashes between (7 to 15 digits). */
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

function checkRecipient(input: RedeemInput): Recipient {
  const r = input.recipient;
  const name = r?.name.trim() ?? '';
  const address = r?.address.trim() ?? '';
  const phone = r?.phone.trim() ?? '';
  const digits = phone.replace(/\D/g, '').length;
  const field = !name ? 'name' : address.length < 5 ? 'address' : !PHONE.test(phone) || digits < 7 || digits > 15 ? 'phone' : null;
  if (field) throw new ApiError(400, 'points.recipient.invalid', 'Give the name, address and phone number the gift goes to', { field });
  return { name, address, phone };
}

export async function redeem(deps: PointsDeps, merchant: Merchant, member: Member, input: RedeemInput): Promise<{ redemption: Redemption; points: number }> {
  const now = deps.clock.now();
  assertNotProtected(member, now);
  const products = await productsWithStock(deps, merchant);
  const found = products.find((p) => p.product.id === input.productId);
  if (!found) throw new ApiError(404, 'points.product.unknown', 'No such product');
  const { product, stock } = found;
  const quantity = input.quantity;
  if (!Number.isInteger(quantity) || quantity < 1) throw new ApiError(400, 'points.quantity.invalid', 'The quantity must be at least 1', { max: stock });
  if (quantity > stock) throw new ApiError(409, 'points.stock.insufficient', 'Not enough stock', { stock });
  const recipient = product.physical ? checkRecipient(input) : null;
  await checkPaymentPassword(deps, member, input.paymentPassword);
  await catchUpEarnings(deps, merchant, member.id);
  const points = product.pricePoints * quantity;
  const moneyMinor = minorOf(product.priceMoney, merchant) * quantity;
  const redemption = await deps.stores.pointMall.transaction(async (tx) => {
    const { redemption: r, created } = await insertRedemption(tx, {
      merchant: merchant.code, memberId: member.id, requestKey: input.requestKey, productId: product.id, kind: product.kind,
      nameKey: product.nameKey, quantity, points, moneyMinor, recipient, at: now,
    });
    if (!created) {
      if (r.productId !== product.id || r.quantity !== quantity) throw new ApiError(409, 'points.key.conflict', 'This request key was used for another redemption');
      return r;
    }
    if (!(await takeStock(tx, merchant.code, product.id, quantity))) throw new ApiError(409, 'points.stock.insufficient', 'Not enough stock', { stock: 0 });
    try {
      await postPoints(tx, { merchant: merchant.code, memberId: member.id, kind: 'redeem', delta: -points, ref: `redemption:${r.id}`, key: `redeem:${r.id}`, at: now });
    } catch (error) {
      if (error instanceof PointsInsufficientError) throw new ApiError(409, 'points.balance.insufficient', 'Not enough points', { needed: points });
      throw error;
    }
    if (moneyMinor > 0) await moveMoney(deps, tx, merchant, member.id, -moneyMinor, `points-redeem:${r.id}:pay`, now);
    return r;
  });
  return { redemption, points: await deps.stores.pointMall.balance(merchant.code, member.id) };
}

/** Money between the member's wallet and the house (negative: out of the wallet). */
async function moveMoney(deps: PointsDeps, tx: Queryable, merchant: Merchant, memberId: number, walletDelta: number, key: string, at: number): Promise<void> {
  const currency = merchant.currency.code;
  const wallet = await deps.stores.ledger.account(merchant.code, 'member', memberId, currency);
  const house = await deps.stores.ledger.account(merchant.code, 'house', null, currency);
  try {
    await postEntries(tx, {
      merchant: merchant.code, idempotencyKey: key, kind: walletDelta < 0 ? 'points_purchase' : 'points_refund', at,
      entries: [{ accountId: wallet, amount: walletDelta }, { accountId: house, amount: -walletDelta }],
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(409, 'balance.insufficient', 'Insufficient balance');
    throw error;
  }
}

export interface ConvertInput {
  points: number;
  paymentPassword: string;
  requestKey: string;
}

export async function convert(deps: PointsDeps, merchant: Merchant, member: Member, input: ConvertInput): Promise<{ added: number; costMinor: number; points: number }> {
  const now = deps.clock.now();
  assertNotProtected(member, now);
  const settings = pointSettings(merchant);
  const added = input.points;
  if (!Number.isInteger(added) || added < 1 || added > settings.maxConvertPoints) {
    throw new ApiError(400, 'points.convert.invalid', 'Convert between 1 and the most points allowed', { min: 1, max: settings.maxConvertPoints });
  }
  await checkPaymentPassword(deps, member, input.paymentPassword);
  const costMinor = minorOf(settings.moneyPerPoint, merchant) * added;
  await deps.stores.pointMall.transaction(async (tx) => {
    const { entry, replayed } = await postPoints(tx, { merchant: merchant.code, memberId: member.id, kind: 'convert', delta: added, ref: `money:${costMinor}`, key: `convert:${input.requestKey}`, at: now });
    if (replayed) {
      if (entry.delta !== added) throw new ApiError(409, 'points.key.conflict', 'This request key was used for another conversion');
      return;
    }
    await moveMoney(deps, tx, merchant, member.id, -costMinor, `points-convert:${member.id}:${input.requestKey}`, now);
  });
  return { added, costMinor, points: await deps.stores.pointMall.balance(merchant.code, member.id) };
}

export const deskStateChanged = (): ApiError => new ApiError(409, 'desk.state.changed', 'This redemption was already decided');

/**
 * The desk's decision inside the desk action's transaction: the redemption under its row lock;
 * a rejection gives back stock, points and the money part under keys of the redemption (once).
 */
export async function decideRedemptionIn(
  deps: PointsDeps, tx: Queryable, merchant: Merchant, id: number, action: 'approve' | 'reject', by: string, remark: string | null,
): Promise<{ before: Redemption; after: Redemption }> {
  const before = await lockRedemption(tx, merchant.code, id);
  if (!before) throw new ApiError(404, 'not_found', 'No such redemption');
  if (before.status !== 'processing') throw deskStateChanged();
  const now = deps.clock.now();
  if (action === 'reject') {
    await returnStock(tx, merchant.code, before.productId, before.quantity);
    await postPoints(tx, { merchant: merchant.code, memberId: before.memberId, kind: 'refund', delta: before.points, ref: `redemption:${id}`, key: `refund:${id}`, at: now });
    if (before.moneyMinor > 0) await moveMoney(deps, tx, merchant, before.memberId, before.moneyMinor, `points-redeem:${id}:refund`, now);
  }
  const status = action === 'approve' ? 'approved' as const : 'rejected' as const;
  await setRedemptionStatus(tx, id, status, by, remark, now);
  return { before, after: { ...before, status, remark, decidedAt: now } };
}
