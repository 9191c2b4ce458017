// What the team reports' blocks read of their page's filter (blocks/<type>/filter.ts): the call's
// request, the same for a report's totals and its list (one call serves both).
import { useConfig } from '../../../app/config-context.tsx';
import { merchantOffset } from '../../../blocks/listFilter/team-range.ts';
import { useTeamRange } from '../../../blocks/listFilter/use-team-range.ts';
import { filter as betsFilter, teamBetsFilter } from '../../../blocks/teamBetting/filter.ts';
import { filter as moneyFilter, teamTransactionsFilter } from '../../../blocks/teamTransactions/filter.ts';
import { filter as profitFilter, teamProfitFilter } from '../../../blocks/teamProfit/filter.ts';

export function useTeamBetsRequest() {
  const [value, range] = useTeamRange(betsFilter.name, teamBetsFilter, betsFilter.teamPeriod ?? 'today', merchantOffset(useConfig().constants));
  return { ...range, category: value.category, ...(value.member ? { username: value.member } : {}) };
}

export function useTeamTransactionsRequest() {
  const [value, range] = useTeamRange(moneyFilter.name, teamTransactionsFilter, moneyFilter.teamPeriod ?? 'today', merchantOffset(useConfig().constants));
  return { ...range, type: value.type as 'all' | 'deposit' | 'withdrawal' | 'transfer', ...(value.member ? { username: value.member } : {}) };
}

export function useTeamProfitRequest() {
  const [value, range] = useTeamRange(profitFilter.name, teamProfitFilter, profitFilter.teamPeriod ?? 'today', merchantOffset(useConfig().constants));
  return { ...range, ...(value.member ? { username: value.member } : {}) };
}
