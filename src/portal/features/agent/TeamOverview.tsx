// Team management (agentMenu page teamManagement): the whole downline's figures for a period in
// the merchant's time zone (platform agentTeamOverview): registrations, first deposits, first
// bets, active members, online now, team size and balance.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Skeleton, TabPanel, Tabs } from '../../ui/index.ts';
import type { AgentTeamOverviewRequest } from '../../../generated/api/agentTeamOverview.ts';

type Period = AgentTeamOverviewRequest['period'];
const PERIODS: readonly Period[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];
const COUNTS = ['registrations', 'firstDeposits', 'firstBets', 'activeMembers', 'onlineNow', 'teamSize'] as const;

export function TeamOverview() {
  const { t } = useTranslation();
  const money = useMoney();
  const [period, setPeriod] = useState<Period>('today');
  const overview = useCall('agentTeamOverview', { request: { period } });
  const figures = overview.data;
  return (
    <div className="agent-team">
      <Tabs idBase="team-period" label={t('agentTeam.period')} selected={period} onSelect={(key) => setPeriod(key as Period)}
        items={PERIODS.map((key) => ({ key, label: t(`agentTeam.period.${key}`) }))} />
      <TabPanel idBase="team-period" tabKey={period}>
        <dl className="figure-grid">
          {COUNTS.map((key) => (
            <div key={key} className="ui-card figure">
              <dt>{t(`agentTeam.${key}`)}</dt>
              <dd>{figures ? figures[key] : <Skeleton width="3ch" />}</dd>
            </div>
          ))}
          <div className="ui-card figure figure-wide">
            <dt>{t('agentTeam.teamBalance')}</dt>
            <dd>{figures ? money.format(figures.teamBalanceMinor) : <Skeleton width="8ch" />}</dd>
          </div>
        </dl>
        {overview.isError ? <p className="form-error" role="alert">{t('section.notAvailable')}</p> : null}
      </TabPanel>
    </div>
  );
}
