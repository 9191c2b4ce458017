/**
 * Demo data on every merchant, created once (re-running changes nothing): an agent with a
 * downline member, a trial account, a member still on the default password, and a member
 * whose login always comes from an unregistered IP, and a member enrolled in two-factor login
 * (TOTP, asked where the merchant's features.twoFactor is on), a member whose password was
 * last changed longer ago than the merchant's passwordPolicy.expiryDays (its login answers
 * passwordExpired where the policy is on), and a member with an empty wallet (`empty01`).
 * docs/protocol.md lists them. Where the games area runs (`db` given), a few historical winning
 * demo-game rounds of the seeded members, settled through the games' round and ledger code
 * (src/platform/games/seed-wins.ts): the winner board's entries. And one payments-desk operator
 * per role (SEED_OPERATORS; README "Payments desk"). agent01's contracts with agent02: seed-contracts.ts;
 * its team's deposits, rounds and transfers over 60 days: seed-team.ts.
 */
import type { OperatorRole } from '../shared/api/calls.ts';
import { checkField } from '../shared/patterns.ts';
import type { Database } from './db/database.ts';
import { seedWinningRounds } from './games/seed-wins.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedTeamActivity } from './seed-team.ts';
import type { Merchant } from './merchants.ts';
import { hashPassword } from './security/passwords.ts';
import type { Stores } from './stores.ts';
import { nextTurn } from './next-turn.ts';

export const DEFAULT_PASSWORD = 'Default@2026';

/**
 * The TOTP secret (base32, RFC 6238 SHA-1 / 6 digits / 30 s) of the seeded `secure01` on every
 * merchant. Public on purpose: development and tests compute its codes (`totp()` in
 * src/platform/security/totp.ts, `GET /dev/totp?username=secure01`, or any authenticator app).
 */
export const SEED_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface SeedAccount {
  username: string;
  password: string;
  type: number;
  /** Index of the mobile number (see seedMobile). */
  mobileIndex: number;
  upline?: string;
  affiliateCode?: string;
  isDefaultPassword?: boolean;
  /** Major units credited at seed time (trial accounts get demo credit). */
  credit: number;
  /** Register loopback as a known IP, so local logins need no SMS check. */
  knownLocalIp: boolean;
  /** An enabled TOTP secret (base32): the login asks for a code where features.twoFactor is on. */
  totpSecret?: string;
  /** Site messages (title, content, read) seeded for the account. */
  messages?: { key: string; title: string; content: string; read: boolean }[];
  /** Seeded with the password last changed a day more than passwordPolicy.expiryDays ago. */
  passwordExpired?: boolean;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  { username: 'agent01', password: 'Agent@123', type: 1, mobileIndex: 2, affiliateCode: 'AGENT01', credit: 5000, knownLocalIp: true },
  // agent01's second level: a downline agent with players of its own (the agent centre's team reports).
  { username: 'agent02', password: 'Agent@123', type: 2, mobileIndex: 9, upline: 'agent01', affiliateCode: 'AGENT02', credit: 800, knownLocalIp: true },
  { username: 'player21', password: 'Member@123', type: 0, mobileIndex: 10, upline: 'agent02', credit: 300, knownLocalIp: true },
  { username: 'player22', password: 'Member@123', type: 0, mobileIndex: 11, upline: 'agent02', credit: 150, knownLocalIp: true },
  {
    username: 'member01', password: 'Member@123', type: 0, mobileIndex: 1, upline: 'agent01', credit: 1000, knownLocalIp: true,
    messages: [
      { key: 'welcome', title: 'Welcome', content: 'Welcome to the portal. Your account is ready.', read: true },
      { key: 'bonus', title: 'Your first deposit bonus', content: 'Deposit this week and get a 10% bonus.', read: false },
      { key: 'security', title: 'Keep your account safe', content: 'Never share your password or SMS codes with anyone.', read: false },
    ],
  },
  { username: 'trial01', password: 'Trial@123', type: 4, mobileIndex: 3, credit: 2000, knownLocalIp: true },
  { username: 'newbie01', password: DEFAULT_PASSWORD, type: 0, mobileIndex: 4, upline: 'agent01', isDefaultPassword: true, credit: 100, knownLocalIp: true },
  { username: 'traveller01', password: 'Member@123', type: 0, mobileIndex: 5, upline: 'agent01', credit: 100, knownLocalIp: false },
  { username: 'secure01', password: 'Member@123', type: 0, mobileIndex: 6, upline: 'agent01', credit: 100, knownLocalIp: true, totpSecret: SEED_TOTP_SECRET },
  { username: 'expired01', password: 'Member@123', type: 0, mobileIndex: 7, upline: 'agent01', credit: 100, knownLocalIp: true, passwordExpired: true },
  // An empty wallet: a game launch answers launch_game_balance_not_enough.
  { username: 'empty01', password: 'Member@123', type: 0, mobileIndex: 8, credit: 0, knownLocalIp: true },
];

/**
 * The payments desk's operators on every merchant, one per role. Their TOTP secrets are public on
 * purpose, like secure01's: development computes the codes (`GET /dev/desk/totp?username=` with
 * DEV_TOOLS=1, or any authenticator app). A real deployment creates its own operators.
 */
export const SEED_OPERATORS: { username: string; password: string; role: OperatorRole; totpSecret: string }[] = [
  { username: 'finance01', password: 'Finance@123', role: 'finance', totpSecret: 'MRSXG2ZNMZUW4YLOMNSS243FMVSC223F' },
  { username: 'support01', password: 'Support@123', role: 'support', totpSecret: 'MRSXG2ZNON2XA4DPOJ2C243FMVSC223F' },
  { username: 'admin01', password: 'Admin@123', role: 'admin', totpSecret: 'MRSXG2ZNMFSG22LOFVZWKZLEFVVWK6JB' },
];

const DAY = 24 * 60 * 60 * 1000;

/** When a seeded account's password was last changed: now, or just past the merchant's expiry. */
export function seedPasswordChangedAt(account: SeedAccount, merchant: Merchant, now: number): number {
  return account.passwordExpired ? now - (merchant.features.passwordPolicy.expiryDays + 1) * DAY : now;
}

const LOCAL_IPS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Candidate number shapes; the first that passes the merchant's mobile rule is used. */
/** Seed mobiles: a pattern's shape with the index as its last digits (the same length for any index). */
const shaped = (zeros: string) => (i: number): string => zeros.slice(0, -String(i).length) + String(i);
const MOBILE_SHAPES = ['01710000000', '0900000000', '13800000000', '08100000000', '+15550000000'].map(shaped);

export function seedMobile(merchant: Merchant, index: number): string {
  const setting = merchant.registration.fields.mobileNum;
  for (const shape of MOBILE_SHAPES) {
    const candidate = shape(index);
    if (!setting?.pattern || checkField(candidate, { shown: true, required: true, pattern: setting.pattern }) === null) return candidate;
  }
  return MOBILE_SHAPES[0]!(index);
}

const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string): Promise<string> => {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
};

export interface SeedOptions {
  /** The games' tables: seeded rounds and the team's play need them. */
  db?: Database;
  /**
   * Asked between steps of a background seed: a process asked to stop leaves the rest to the next
   * start (every step can run again) instead of outliving its supervisor's patience.
   */
  stopped?: () => boolean;
}

export async function seedMerchant(stores: Stores, merchant: Merchant, now: number, options: SeedOptions = {}): Promise<void> {
  const asked = options.stopped ?? (() => false);
  // Between steps the loop takes a turn (a request arriving during a background seed is answered),
  // then the stop is asked.
  const stopped = async () => {
    await nextTurn();
    return asked();
  };
  const scale = 10 ** merchant.currency.decimals;
  const house = await stores.ledger.account(merchant.code, 'house', null, merchant.currency.code);
  const demo = await stores.ledger.account(merchant.code, 'demo', null, merchant.currency.code);
  for (const account of SEED_ACCOUNTS) {
    if (await stopped()) return;
    let member = await stores.members.findByUsername(merchant.code, account.username);
    if (!member) {
      const upline = account.upline ? await stores.members.findByUsername(merchant.code, account.upline) : null;
      const created = await stores.members.create({
        merchant: merchant.code,
        username: account.username,
        passwordHash: await cachedHash(account.password),
        passwordIsDefault: account.isDefaultPassword === true,
        passwordChangedAt: seedPasswordChangedAt(account, merchant, now),
        type: account.type,
        nickname: account.username,
        mobile: seedMobile(merchant, account.mobileIndex),
        email: `${account.username}@${merchant.code}.example`,
        payeeName: null,
        uplineId: upline?.id ?? null,
        affiliateCode: account.affiliateCode ?? null,
        profile: { seed: true },
        registeredAt: now,
      });
      member = 'member' in created ? created.member : await stores.members.findByUsername(merchant.code, account.username);
      if (!member) throw new Error(`seeding ${account.username} on ${merchant.code} failed`);
    }
    if (account.knownLocalIp) for (const ip of LOCAL_IPS) await stores.members.addIp(member.id, ip, now);
    if (account.totpSecret) await stores.totp.enroll(member.id, account.totpSecret, now);
    for (const [i, message] of (account.messages ?? []).entries()) {
      await stores.messages.add({
        merchant: merchant.code, memberId: member.id, title: message.title, content: message.content,
        createdAt: now - (account.messages!.length - i) * 60_000, readAt: message.read ? now : null, seedKey: message.key,
      });
    }
    const wallet = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
    const source = account.type === 4 ? demo : house;
    const amount = account.credit * scale;
    if (amount === 0) continue; // nothing to credit (the ledger refuses zero movements)
    await stores.ledger.post({
      merchant: merchant.code,
      idempotencyKey: `seed:${account.username}`,
      kind: account.type === 4 ? 'demo_credit' : 'seed_credit',
      entries: [{ accountId: source, amount: -amount }, { accountId: wallet, amount }],
      at: now,
    });
  }
  for (const operator of SEED_OPERATORS) {
    if (await stores.deskOperators.findByUsername(merchant.code, operator.username)) continue;
    const { password, ...rest } = operator;
    await stores.deskOperators.ensure({ ...rest, merchant: merchant.code, passwordHash: await cachedHash(password), createdAt: now });
  }
  if (await stopped()) return;
  await seedContracts(stores, merchant, now);
  // After the seed credit: the rounds' bets are paid from it.
  if (options.db && !(await stopped())) await seedWinningRounds(stores, options.db, merchant, now);
  // agent01's team at play over 60 days: the team reports' content (seed-team.ts).
  if (options.db && !(await stopped())) await seedTeamActivity(stores, options.db, merchant, now, asked);
}
