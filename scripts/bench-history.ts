/**
 * The history part of `npm run bench:platform` (a member with 100,000 ledger entries
 * gets a transaction history page in under 50 ms at p99). Runs inside the platform's server
 * process: gives a member 100,000 wallet entries spread over the last 360 days (through the
 * ledger, 1,000 entries a posting, so 100 distinct times), and answers the session token, the
 * 12-month range and the cursor of a page 90,000 rows deep (the one a member paging on would
 * hold). The parent then loads the first page and the deep page over HTTP.
 */
import type { RunningPlatform } from '../src/platform/server.ts';
import { hashToken, newToken } from '../src/platform/security/tokens.ts';
import { encodeCursor } from '../src/platform/features/history/query.ts';

export const HISTORY_BENCH_ENTRIES = 100_000;
const PER_POSTING = 1_000;
const DEEP_ROW = 90_000;
const DAY = 86_400_000;

export interface HistoryBench {
  token: string;
  /** Query strings of the two cases. */
  firstPage: string;
  deepPage: string;
}

export async function prepareHistoryBench(platform: RunningPlatform, merchantCode = 'bdwin'): Promise<HistoryBench> {
  const { stores, merchants, clock, db } = platform;
  const merchant = merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const now = clock.now();
  const created = await stores.members.create({
    merchant: merchant.code, username: 'historybench', passwordHash: 'not-for-login', passwordIsDefault: false, passwordChangedAt: now,
    type: 0, nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: { bench: true }, registeredAt: now,
  });
  if (!('member' in created)) throw new Error('history bench member exists already');
  const wallet = await stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
  const house = await stores.ledger.account(merchant.code, 'house', null, merchant.currency.code);
  const postings = HISTORY_BENCH_ENTRIES / PER_POSTING;
  for (let n = 0; n < postings; n++) {
    await stores.ledger.post({
      merchant: merchant.code, idempotencyKey: `historybench:${n}`, kind: n % 2 ? 'game_win' : 'deposit', at: now - Math.round(((postings - n) * 360 * DAY) / postings),
      entries: [{ accountId: house, amount: -PER_POSTING }, ...Array.from({ length: PER_POSTING }, () => ({ accountId: wallet, amount: 1 }))],
    });
  }
  // Statistics as autovacuum would have them on a live server: right after the bulk load the
  // planner still thinks the account has one row, takes ledger_entries_account and sorts all
  // 100,000 (about 600 ms on the first page) instead of reading ledger_entries_history in order.
  await db.query('ANALYZE ledger_entries');
  const deep = await db.query<{ created_at: unknown; id: unknown }>(
    'SELECT created_at, id FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1', [wallet, DEEP_ROW - 1],
  );
  const row = deep[0];
  if (!row) throw new Error('history bench: no deep row');
  const token = newToken();
  await stores.sessions.create({ tokenHash: hashToken(token), memberId: created.member.id, merchant: merchant.code, ip: '127.0.0.1', createdAt: now });
  const range = `from=${now - 365 * DAY}&to=${now + DAY}`;
  return { token, firstPage: range, deepPage: `${range}&cursor=${encodeCursor(Number(row.created_at), String(row.id))}` };
}
