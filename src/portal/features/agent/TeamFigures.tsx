// The team's figures for a period in the merchant's time zone (platform agentTeamOverview):
// registrations, first deposits, first bets, active members, online now, team size and balance.
// The block's settings choose which figures show in which order, and which periods are offered
// (the first is selected first); a page puts them next to the other team blocks.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Skeleton, TabPanel, Tabs } from '../../ui/index.ts';
import type { AgentTeamOverviewRequest } from '../../../generated/api/agentTeamOverview.ts';

type Period = AgentTeamOverviewRequest['period'];
const PERIODS: readonly Period[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];
const FIGURES = ['registrations', 'firstDeposits', 'firstBets', 'activeMembers', 'onlineNow', 'teamSize', 'teamBalance'] as const;
type Figure = (typeof FIGURES)[number];

/** The listed values of a setting that are known, in its order; all of them when it is not set. */
function chosen<T extends string>(setting: unknown, known: readonly T[]): readonly T[] {
  if (!Array.isArray(setting)) return known;
  const picked = setting.filter((v): v is T => known.includes(v as T));
  return picked.length > 0 ? picked : known;
}

export function TeamFigures({ block }: { block: { figures?: unknown; periods?: unknown; [setting: string]: unknown } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const periods = chosen(block.periods, PERIODS);
  const figures = chosen<Figure>(block.figures, FIGURES);
  const [period, setPeriod] = useState<Period>(periods[0]!);
  const overview = useCall('agentTeamOverview', { request: { period } });
  const data = overview.data;
  return (
    <div className="agent-team">
      <Tabs idBase="team-period" label={t('agentTeam.period')} selected={period} onSelect={(key) => setPeriod(key as Period)}
        items={periods.map((key) => ({ key, label: t(`agentTeam.period.${key}`) }))} />
      <TabPanel idBase="team-period" tabKey={period}>
        <dl className="figure-grid">
          {figures.map((key) => (key === 'teamBalance' ? (
            <div key={key} className="ui-card figure figure-wide">
              <dt>{t('agentTeam.teamBalance')}</dt>
              <dd>{data ? money.format(data.teamBalanceMinor) : <Skeleton width="8ch" />}</dd>
            </div>
          ) : (
            <div key={key} className="ui-card figure">
              <dt>{t(`agentTeam.${key}`)}</dt>
              <dd>{data ? data[key] : <Skeleton width="3ch" />}</dd>
            </div>
          )))}
        </dl>
        {overview.isError ? <p className="form-error" role="alert">{t('section.notAvailable')}</p> : null}
      </TabPanel>
    </div>
  );
}
