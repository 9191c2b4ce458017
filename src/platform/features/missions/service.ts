/**
 * Missions (missionLeaderboard): merchant config (constants.missions) plus progress the platform
 * sums itself from settled real-money bets or credited deposits in the mission's current period.
 * A claim is checked again inside its transaction (stores/missions.ts) and paid once per member,
 * mission and period, whatever the portal sent or how many claims race.
 */
import type { Mission, MissionSettings } from '../../../generated/merchant.ts';
import type { MissionView } from '../../../generated/api/common/mission.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { MissionClaim } from './store.ts';
import { currentPeriod, type Period } from './periods.ts';
import { maskAccount } from '../referrals/index.ts';
import { defaultBonusTurnover } from '../withdrawals/index.ts';

type Deps = Pick<RouteDeps, 'stores' | 'clock'>;

export const LEADERBOARD_SIZE = 3;

export function missionSettings(merchant: Merchant): MissionSettings {
  const settings = (merchant.constants as { missions?: MissionSettings }).missions;
  if (!settings?.enabled) throw new ApiError(403, 'mission.disabled', 'Missions are not available');
  return settings;
}

export const targetMinor = (merchant: Merchant, mission: Mission): number => majorToMinor(mission.target.amount, merchant.currency.decimals);
/** Money in minor units; a points prize in whole points (points have no decimals). */
export const prizeMinor = (merchant: Merchant, mission: Mission): number =>
  mission.prize.kind === 'points' ? Math.floor(mission.prize.amount) : majorToMinor(mission.prize.amount, merchant.currency.decimals);
const claimKey = (missionId: string, periodStart: number) => `${missionId}:${periodStart}`;

/** Whether a mission takes claims at `now`: daily and weekly always, a range only while it runs. */
const open = (period: Period, now: number) => now >= period.from && now < period.to;

/**
 * Every mission in its current period; a range that is over is left out (the reward centre keeps
 * it). `boards: false` skips the leaderboards (the reward centre needs only the member's progress).
 */
export async function missionViews(deps: Deps, merchant: Merchant, memberId: number, options: { boards: boolean } = { boards: true }): Promise<MissionView[]> {
  const settings = missionSettings(merchant);
  const now = deps.clock.now();
  const claims = new Map<string, MissionClaim>();
  // Claims of periods still running (the earliest a current period can start is a range's first day).
  for (const c of await deps.stores.missions.claimsOf(merchant.code, memberId, now)) claims.set(claimKey(c.missionId, c.periodStart), c);
  const views: MissionView[] = [];
  for (const mission of settings.items) {
    const period = currentPeriod(mission, now, settings.utcOffsetMinutes);
    if (now >= period.to) continue;
    const query = { kind: mission.target.kind, from: period.from, to: period.to };
    const target = targetMinor(merchant, mission);
    const upcoming = now < period.from;
    const board = upcoming
      ? { top: [], own: { rank: null, progressMinor: 0 } }
      : options.boards
        ? await deps.stores.missions.leaderboard(merchant.code, memberId, query, LEADERBOARD_SIZE)
        : { top: [], own: { rank: null, progressMinor: await deps.stores.missions.progress(merchant.code, memberId, query) } };
    const claim = claims.get(claimKey(mission.id, period.from));
    const progress = board.own.progressMinor;
    views.push({
      id: mission.id, labelKey: mission.labelKey, ...(mission.descriptionKey ? { descriptionKey: mission.descriptionKey } : {}),
      targetKind: mission.target.kind, targetMinor: target, progressMinor: progress, prizeKind: mission.prize.kind, prizeMinor: prizeMinor(merchant, mission),
      period: { kind: mission.period.kind, from: period.from, to: period.to },
      state: upcoming ? 'upcoming' : claim ? 'claimed' : progress >= target ? 'claimable' : 'inProgress',
      claimedAt: claim?.createdAt ?? null,
      leaderboard: {
        top: board.top.map((s, i) => ({ rank: i + 1, name: maskAccount(s.username), progressMinor: s.progressMinor, self: s.memberId === memberId })),
        ownRank: board.own.rank,
      },
    });
  }
  return views;
}

export async function claimMission(deps: Deps, merchant: Merchant, memberId: number, missionId: string) {
  const settings = missionSettings(merchant);
  const mission = settings.items.find((m) => m.id === missionId);
  if (!mission) throw new ApiError(404, 'mission.unknown', 'There is no such mission');
  const now = deps.clock.now();
  const period = currentPeriod(mission, now, settings.utcOffsetMinutes);
  if (!open(period, now)) throw new ApiError(409, 'mission.closed', 'This mission is not running now', { from: period.from, to: period.to });
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  const accounts = { house: await ledger.account(merchant.code, 'house', null, currency), wallet: await ledger.account(merchant.code, 'member', memberId, currency) };
  const target = targetMinor(merchant, mission);
  const outcome = await deps.stores.missions.claim({
    merchant: merchant.code, memberId, missionId, period: { kind: mission.target.kind, ...period },
    targetMinor: target, prizeKind: mission.prize.kind, prizeMinor: prizeMinor(merchant, mission), at: now, accounts, turnoverMultiplier: defaultBonusTurnover(merchant),
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'claimed') throw new ApiError(409, 'mission.claimed', 'This mission\'s prize was already claimed for this period');
    throw new ApiError(409, 'mission.notReached', 'The mission\'s target is not reached yet', { progressMinor: outcome.progressMinor, targetMinor: target });
  }
  const { claim } = outcome;
  return { missionId, prizeKind: claim.prizeKind, amountMinor: claim.amountMinor, periodFrom: claim.periodStart, periodTo: claim.periodEnd, claimedAt: claim.createdAt };
}
