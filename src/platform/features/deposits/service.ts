/**
 * Deposit rules: which channels a member may use, for how much; the provider's signed
 * callback (forged, replayed, late and mismatched-amount ones refused and logged, a repeated valid
 * outcome answered again); the credit, only through the ledger; cancel; and the expiry job.
 * Every rule the deposit page shows is checked here again.
 */
import type { DepositChannel, DepositSettings } from '../../../generated/merchant.ts';
import { depositFee } from '../../../shared/deposit-rules.ts';
import { formatMoney, parseAmount } from '../../../shared/money.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import { callbackText, hmac, providerKey, sameSignature, sealTicket, type CallbackFields } from '../../payments/signing.ts';
import type { Alongside, Deposit } from './store.ts';
import type { Stores } from '../../stores.ts';
import type { Member } from '../members/index.ts';
import { assertWithinLimits } from '../deposit-limits/index.ts';
import { assertNotProtected, takeOutsideExclusion } from '../protection/index.ts';
import { repeatJob } from '../../jobs/repeat-job.ts';

export interface DepositDeps {
  stores: Stores;
  clock: Clock;
  notifier?: Notifier;
  merchants: { byCode(code: string): Merchant | undefined; readonly all: Merchant[] };
}

/** A callback older than this (or from the future by more) is late: a captured one cannot be kept for later. */
export const CALLBACK_WINDOW_MS = 10 * 60_000;

export function depositSettings(merchant: Merchant): DepositSettings | null {
  const settings = (merchant.constants as { deposits?: DepositSettings }).deposits;
  return settings?.enabled ? settings : null;
}

const disabled = (): ApiError => new ApiError(403, 'deposit.disabled', 'Deposits are not available');
const notFound = (): ApiError => new ApiError(404, 'deposit.not.found', 'No such deposit');

export interface ChannelView {
  channel: DepositChannel;
  minMinor: number;
  maxMinor: number;
  chipsMinor: number[];
}

/**
 * The channels a member can use now: those with a range in the merchant's currency (a manual one
 * also needs the receiving account members transfer to).
 */
export function channelsFor(merchant: Merchant): ChannelView[] {
  const settings = depositSettings(merchant);
  if (!settings) return [];
  const { code, decimals } = merchant.currency;
  return settings.channels.flatMap((channel) => {
    const limit = channel.limits.find((l) => l.currency === code);
    if (!limit || (channel.method === 'manual' && !channel.receivingAccount)) return [];
    return [{ channel, minMinor: majorToMinor(limit.min, decimals), maxMinor: majorToMinor(limit.max, decimals), chipsMinor: channel.chips.map((c) => majorToMinor(c, decimals)) }];
  });
}

export interface CreateInput {
  channel: string;
  amount: string;
  requestKey: string;
  returnUrl: string;
}

/** The return page must be on one of the merchant's own hosts: the provider never sends a member elsewhere. */
function checkReturnUrl(merchant: Merchant, raw: string): string {
  try {
    const url = new URL(raw);
    const hosts = [...merchant.hosts, `${merchant.code}.localhost`].map((h) => h.toLowerCase());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && hosts.includes(url.hostname.toLowerCase())) return url.toString();
  } catch {
    // not a URL: refused below
  }
  throw new ApiError(400, 'deposit.returnUrl.invalid', 'The return page is not on this site');
}

export async function createDeposit(
  deps: DepositDeps,
  merchant: Merchant,
  member: Member,
  input: CreateInput,
  payOrigin: string,
): Promise<{ deposit: Deposit; checkoutUrl: string }> {
  const { stores, clock } = deps;
  const now = clock.now();
  assertNotProtected(member, now);
  // A listing in a national register or the group's exclusion since the session began.
  assertNotProtected({ protection: await takeOutsideExclusion(deps, merchant, member, now) }, now);
  const settings = depositSettings(merchant);
  if (!settings) throw disabled();
  const view = channelsFor(merchant).find((c) => c.channel.code === input.channel && c.channel.method === 'gateway');
  if (!view) throw new ApiError(400, 'deposit.channel.invalid', 'Choose one of the deposit channels');
  const decimals = merchant.currency.decimals;
  const amount = parseAmount(input.amount.trim(), decimals);
  if (amount === null || amount <= 0) throw new ApiError(400, 'amount.invalid', 'The amount is not valid');
  if (amount < view.minMinor || amount > view.maxMinor) {
    throw new ApiError(400, 'deposit.amount.range', 'The amount is outside the allowed range', { minMinor: view.minMinor, maxMinor: view.maxMinor });
  }
  if (view.channel.chipsOnly && !view.chipsMinor.includes(amount)) throw new ApiError(400, 'deposit.amount.chip', 'Choose one of the offered amounts');
  const returnUrl = checkReturnUrl(merchant, input.returnUrl);
  const { deposit, created } = await stores.deposits.create({
    merchant: merchant.code, memberId: member.id, channel: view.channel.code, method: 'gateway', currency: merchant.currency.code,
    amount, fee: depositFee(amount, view.channel.fee, decimals), reference: input.requestKey, createdAt: now, expiresAt: now + settings.expiryMinutes * 60_000,
  }, { guard: (tx) => assertWithinLimits(stores.depositLimits, tx, merchant, member.id, amount, now) });
  if (!created && (deposit.amount !== amount || deposit.channel !== view.channel.code)) {
    throw new ApiError(409, 'deposit.key.conflict', 'This request key was used for another deposit');
  }
  const key = await providerKey(stores.settings, merchant.code, now);
  const ticket = sealTicket(key, {
    merchant: merchant.code, depositId: deposit.id, amountMinor: deposit.amount, currency: deposit.currency,
    amountText: formatMoney(deposit.amount, merchant.currency), channelName: view.channel.name, returnUrl, expiresAt: deposit.expiresAt,
  });
  return { deposit, checkoutUrl: `${payOrigin}/pay/checkout?t=${encodeURIComponent(ticket)}` };
}

export async function cancelDeposit(deps: DepositDeps, merchant: Merchant, member: Member, id: number): Promise<Deposit> {
  const current = await deps.stores.deposits.find(merchant.code, id);
  if (!current || current.memberId !== member.id) throw notFound();
  if (current.status === 'cancelled') return current;
  const closed = await deps.stores.deposits.close(merchant.code, id, 'cancelled', deps.clock.now(), 'member', null);
  if (closed) return closed;
  throw new ApiError(409, 'deposit.state.invalid', 'This deposit cannot be cancelled in its current state');
}

/**
 * The member's notice, written in the transaction that changes the deposit (the store's
 * `alongside`): a process that dies after the commit has told the member already, once.
 */
const notice = (deps: DepositDeps, event: 'deposit.credited' | 'deposit.failed'): Alongside | undefined => {
  const { notifier } = deps;
  if (!notifier) return undefined;
  return async (tx, d) => {
    await notifier.notifyMember({
      merchant: d.merchant, memberId: d.memberId, event, tx,
      params: { amountMinor: event === 'deposit.credited' ? d.amount - d.fee : d.amount, requestedAt: d.createdAt, orderNo: `D${d.id}`, ...(d.reason ? { remark: d.reason } : {}) },
      key: `${event}:D${d.id}`,
    });
  };
};

/** Approves an open deposit: the credit is posted with the approval, once, whoever calls first. */
export async function approveDeposit(deps: DepositDeps, merchant: Merchant, d: Deposit, by: string, providerRef: string | null): Promise<Deposit | null> {
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  const accounts = {
    clearing: await ledger.account(merchant.code, 'deposit', null, currency),
    wallet: await ledger.account(merchant.code, 'member', d.memberId, currency),
    house: await ledger.account(merchant.code, 'house', null, currency),
  };
  return deps.stores.deposits.approve(merchant.code, d.id, accounts, deps.clock.now(), by, providerRef, notice(deps, 'deposit.credited'));
}

export async function failDeposit(deps: DepositDeps, merchant: Merchant, d: Deposit, status: 'rejected' | 'expired', by: string, reason: string | null): Promise<Deposit | null> {
  return deps.stores.deposits.close(merchant.code, d.id, status, deps.clock.now(), by, reason, notice(deps, 'deposit.failed'));
}

/** The provider's callback: each refusal is logged with why, and answered with its errorCode. */
export async function handleCallback(deps: DepositDeps, merchant: Merchant, body: CallbackFields & { signature: string }): Promise<Deposit> {
  const { stores, clock } = deps;
  const now = clock.now();
  const log = (outcome: string, detail: string | null = null) =>
    stores.deposits.logCallback({ merchant: merchant.code, depositId: body.depositId, nonce: body.nonce, outcome, detail, at: now });
  const refuse = async (code: 'deposit.callback.signature' | 'deposit.callback.replayed' | 'deposit.callback.late' | 'deposit.callback.amount' | 'deposit.callback.refund' | 'deposit.not.found' | 'deposit.state.invalid', status: number, detail: string) => {
    await log(code, detail);
    return new ApiError(status, code, detail);
  };
  const key = await providerKey(stores.settings, merchant.code, now);
  if (!sameSignature(hmac(key, callbackText(merchant.code, body)), body.signature)) throw await refuse('deposit.callback.signature', 401, 'The signature does not match');
  if (Math.abs(now - body.timestamp) > CALLBACK_WINDOW_MS) throw await refuse('deposit.callback.late', 409, 'The callback is too old');
  if (!(await stores.deposits.useNonce(merchant.code, body.nonce, now))) throw await refuse('deposit.callback.replayed', 409, 'This callback was already received');
  const d = await stores.deposits.find(merchant.code, body.depositId);
  if (!d) throw await refuse('deposit.not.found', 404, 'No such deposit');
  if (body.amountMinor !== d.amount || body.currency !== d.currency) throw await refuse('deposit.callback.amount', 409, `Expected ${d.amount} ${d.currency}`);
  // The member paid, or turned back at the checkout (their own choice: cancelled, nothing to tell).
  const wanted = body.outcome === 'paid' ? 'approved' : 'cancelled';
  // The provider may send its outcome again (a retry with a new nonce): the same outcome answers the deposit.
  if (d.status === wanted) {
    await log('repeat');
    return d;
  }
  // Paid for a checkout a break closed: never credited; the provider returns the payment, the member is told.
  if (d.status === 'expired' && d.decidedBy === CLOSED_BY_PROTECTION && body.outcome === 'paid') {
    await deps.notifier?.notifyMember({
      merchant: d.merchant, memberId: d.memberId, event: 'deposit.refunded',
      params: { amountMinor: d.amount, requestedAt: d.createdAt, orderNo: `D${d.id}` }, key: `deposit.refunded:D${d.id}`,
    });
    throw await refuse('deposit.callback.refund', 409, 'The checkout was closed when the member started a break: return the payment');
  }
  if (d.status !== 'new' && d.status !== 'pending') throw await refuse('deposit.state.invalid', 409, `The deposit is ${d.status}`);
  if (now > d.expiresAt) throw await refuse('deposit.callback.late', 409, 'The deposit has expired');
  const done = body.outcome === 'paid'
    ? await approveDeposit(deps, merchant, d, 'provider', body.providerRef)
    : await stores.deposits.close(merchant.code, d.id, 'cancelled', now, 'provider', null);
  if (!done) {
    // Another process ended it between the read and the update: answer what it is now.
    const again = (await stores.deposits.find(merchant.code, d.id))!;
    if (again.status !== wanted) throw await refuse('deposit.state.invalid', 409, `The deposit is ${again.status}`);
    return again;
  }
  await log('accepted', body.outcome);
  return done;
}

/** Who closed the checkouts of a member who started a time-out or self-exclusion (decided_by). */
export const CLOSED_BY_PROTECTION = 'protection';

/**
 * A time-out or self-exclusion ends the member's open checkouts at once (expired, the member told
 * deposit.failed): money paid at the provider during the break must not reach the wallet.
 */
export async function closeCheckoutsForBreak(deps: DepositDeps, merchant: Merchant, memberId: number): Promise<number> {
  let closed = 0;
  for (const d of await deps.stores.deposits.openCheckouts(merchant.code, memberId)) {
    if (await failDeposit(deps, merchant, d, 'expired', CLOSED_BY_PROTECTION, null)) closed += 1;
  }
  return closed;
}

/** Open deposits past their expiry become expired (deposit.failed told once); safe on many processes. */
export async function runDepositExpiry(deps: DepositDeps, batch = 100): Promise<{ expired: number }> {
  let expired = 0;
  for (const d of await deps.stores.deposits.due(deps.clock.now(), batch)) {
    const merchant = deps.merchants.byCode(d.merchant);
    if (!merchant) continue;
    if (await failDeposit(deps, merchant, d, 'expired', 'system', null)) expired += 1;
  }
  return { expired };
}

export function startDepositJob(deps: DepositDeps, everyMs: number, onError: (error: unknown) => void): () => void {
  return repeatJob(() => runDepositExpiry(deps), everyMs, onError);
}
