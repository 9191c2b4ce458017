// One agent-centre contract page per type (agentMenu dividendContract, dailySalary, hourlySalary,
// realTimeSalary): the reader's own contract from its upline (HolderSide, driven by the contract
// machine), the contracts it gave its downline agents (GivenContracts) and every version it held.
// The platform is read again every few seconds while the other side's answer is awaited.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractType } from '../../../shared/contract-rules.ts';
import { useCall } from '../../api/query.ts';
import { Card } from '../../ui/index.ts';
import { ContractHistory } from './ContractHistory.tsx';
import { GivenContracts } from './GivenContracts.tsx';
import { HolderSide } from './HolderSide.tsx';
import './contracts.css';

export function ContractPage({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(true);
  // Quickly while the other side's answer is awaited, slowly otherwise (a request may come).
  const list = useCall('agentContracts', { request: { type }, refetchInterval: waiting ? 5_000 : 30_000 });
  const awaited = list.data ? [...list.data.held, ...list.data.given].some((r) => r.awaiting === 'them') : true;
  useEffect(() => setWaiting(awaited), [awaited]);
  if (list.isError) return <p className="form-error" role="alert">{t('section.notAvailable')}</p>;
  if (!list.data) return <p role="status">{t('common.loading')}</p>;
  const { held, given } = list.data;
  const own = held.find((r) => r.status === 'active');
  return (
    <div className="contract-page">
      <h3>{t('contract.mine')}</h3>
      <HolderSide held={held} />
      <h3>{t('contract.given')}</h3>
      <GivenContracts type={type} given={given} ownRate={own?.rate ?? null} />
      {held.length > 0 ? (
        <Card className="contract-held-history" title={t('contract.myHistory')}>
          <details>
            <summary>{t('contract.showVersions', { n: held.length })}</summary>
            <ContractHistory versions={held} />
          </details>
        </Card>
      ) : null}
    </div>
  );
}

export const DividendContractPage = () => <ContractPage type="dividend" />;
export const DailySalaryPage = () => <ContractPage type="dailySalary" />;
export const HourlySalaryPage = () => <ContractPage type="hourlySalary" />;
export const RealTimeSalaryPage = () => <ContractPage type="realTimeSalary" />;
