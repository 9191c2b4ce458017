/**
 * The ledger part of `npm run bench:platform`: a balance read for a wallet with 10 entries and for
 * one with 100,000 entries, which should cost the same now that each posting keeps the balance on
 * the account row. Runs inside the platform's server process (it needs the store): it funds the
 * two wallets through the ledger, times `ledger.balance` for each, and for comparison the old way
 * (summing the entries), and gives back session tokens so the parent can load the HTTP balance
 * call for both. Also: postings/s of 50 members betting against the house at once (the house's
 * balance slots, migration 007, keep them from queueing). Prints figures; asserts nothing.
 */
import type { RunningPlatform } from '../src/platform/server.ts';
import { hashToken, newToken } from '../src/platform/security/tokens.ts';

export const LEDGER_BENCH_SIZES = [10, 100_000] as const;
const PER_POSTING = 1_000;

export interface LedgerBenchWallet {
  entries: number;
  token: string;
}

export interface LedgerBenchReport {
  wallets: LedgerBenchWallet[];
  lines: string[];
}

async function benchMember(platform: RunningPlatform, merchantCode: string, username: string) {
  const { stores, merchants, clock } = platform;
  const merchant = merchants.byCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const now = clock.now();
  const created = await stores.members.create({
    merchant: merchant.code, username, passwordHash: 'not-for-login', passwordIsDefault: false, passwordChangedAt: now,
    type: 0, nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: { bench: true }, registeredAt: now,
  });
  if (!('member' in created)) throw new Error('bench member exists already');
  return { merchant, now, created };
}

async function fundedWallet(platform: RunningPlatform, merchantCode: string, entries: number): Promise<{ accountId: number; token: string }> {
  const { stores } = platform;
  const { merchant, now, created } = await benchMember(platform, merchantCode, `ledgerbench${entries}`);
  const wallet = await stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
  const house = await stores.ledger.account(merchant.code, 'house', null, merchant.currency.code);
  // Many wallet entries per movement, so 100,000 entries take 100 postings, not 100,000.
  for (let posted = 0, n = 0; posted < entries; n++) {
    const count = Math.min(PER_POSTING, entries - posted);
    await stores.ledger.post({
      merchant: merchant.code, idempotencyKey: `ledgerbench:${entries}:${n}`, kind: 'bench_credit', at: now,
      entries: [{ accountId: house, amount: -count }, ...Array.from({ length: count }, () => ({ accountId: wallet, amount: 1 }))],
    });
    posted += count;
  }
  const token = newToken();
  await stores.sessions.create({ tokenHash: hashToken(token), memberId: created.member.id, merchant: merchant.code, ip: '127.0.0.1', createdAt: now });
  return { accountId: wallet, token };
}

/** Bets (wallet → house) and balance reads by `members` members at once for `seconds`: postings/s. */
async function concurrentBets(platform: RunningPlatform, merchantCode: string, members: number, seconds: number): Promise<number> {
  const { stores } = platform;
  const wallets: number[] = [];
  let house = 0;
  for (let i = 0; i < members; i++) {
    const { merchant, now, created } = await benchMember(platform, merchantCode, `ledgerbet${i}`);
    const wallet = await stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
    house = await stores.ledger.account(merchant.code, 'house', null, merchant.currency.code);
    await stores.ledger.post({
      merchant: merchant.code, idempotencyKey: `ledgerbet:credit:${i}`, kind: 'bench_credit', at: now,
      entries: [{ accountId: house, amount: -1_000_000_000 }, { accountId: wallet, amount: 1_000_000_000 }],
    });
    wallets.push(wallet);
  }
  let posted = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(wallets.map(async (wallet, i) => {
    for (let n = 0; performance.now() < deadline; n++) {
      await stores.ledger.post({
        merchant: merchantCode, idempotencyKey: `ledgerbet:${i}:${n}`, kind: 'bench_bet', at: platform.clock.now(),
        entries: [{ accountId: wallet, amount: -10 }, { accountId: house, amount: 10 }],
      });
      await stores.ledger.balance(wallet);
      posted += 1;
    }
  }));
  return posted / ((performance.now() - began) / 1000);
}

/** Times `fn` for each account in turn, `calls` rounds, so both share the machine's noise. */
async function timeInTurn(accounts: number[], calls: number, fn: (accountId: number) => Promise<unknown>): Promise<{ p50: number; mean: number }[]> {
  for (let i = 0; i < Math.min(100, calls); i++) for (const id of accounts) await fn(id);
  const samples: number[][] = accounts.map(() => []);
  for (let i = 0; i < calls; i++) {
    for (const [k, id] of accounts.entries()) {
      const started = performance.now();
      await fn(id);
      samples[k]!.push(performance.now() - started);
    }
  }
  return samples.map((set) => {
    set.sort((a, b) => a - b);
    return { p50: set[Math.floor(set.length / 2)] ?? NaN, mean: set.reduce((sum, x) => sum + x, 0) / set.length };
  });
}

export async function prepareLedgerBench(platform: RunningPlatform, label: string, merchantCode = 'bdwin'): Promise<LedgerBenchReport> {
  const funded = [];
  for (const entries of LEDGER_BENCH_SIZES) funded.push({ entries, ...(await fundedWallet(platform, merchantCode, entries)) });
  const accounts = funded.map((f) => f.accountId);
  const kept = await timeInTurn(accounts, 3_000, (id) => platform.stores.ledger.balance(id));
  const summed = await timeInTurn(accounts, 50, (id) =>
    platform.db.query('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger_entries WHERE account_id = $1', [id]));
  const lines = funded.map((f, i) => {
    const name = `ledger.balance, ${f.entries.toLocaleString('en')} entries`;
    return `${label.padEnd(9)} ${name.padEnd(36)} p50 ${ms(kept[i]!.p50)}   mean ${ms(kept[i]!.mean)}   (summing the entries instead: p50 ${ms(summed[i]!.p50)})`;
  });
  const [few, many] = kept;
  if (few && many) {
    lines.push(`${label.padEnd(9)} ledger.balance, 100,000 / 10 entries (taken in turn): p50 ${(many.p50 / few.p50).toFixed(2)}x, mean ${(many.mean / few.mean).toFixed(2)}x`);
  }
  const bets = await concurrentBets(platform, merchantCode, 50, 5);
  lines.push(`${label.padEnd(9)} 50 members betting against the house at once: ${bets.toFixed(0)} postings/s (each with a balance read)`);
  return { wallets: funded.map(({ entries, token }) => ({ entries, token })), lines };
}

const ms = (value: number): string => `${value.toFixed(3).padStart(8)} ms`;
