// The agent centre's contract parts, one block each, for the contract type a block's settings
// name (dividend, daily, hourly, real-time salary): the reader's own contract from its upline
// (HolderSide, driven by the contract machine), every version it held, and the contracts it gave
// its downline agents (GivenContracts). A page composes them in any order; all read the same
// list, again every few seconds while the other side's answer is awaited.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractType } from '../../../shared/contract-rules.ts';
import { useCall } from '../../api/query.ts';
import { Card } from '../../ui/index.ts';
import { useStatusOnce } from '../../engine/status-once.tsx';
import { ContractHistory } from './ContractHistory.tsx';
import { GivenContracts } from './GivenContracts.tsx';
import { HolderSide } from './HolderSide.tsx';
import './contracts.css';

/** A contract block's settings (block.json checks them). */
interface PartProps {
  block: { contractType?: unknown; titleKey?: unknown; offer?: unknown; [setting: string]: unknown };
}

const typeOf = (block: PartProps['block']): ContractType => (block.contractType as ContractType | undefined) ?? 'dividend';

/** The type's contracts, held and given: quickly while the other side's answer is awaited, slowly otherwise (a request may come). */
function useContracts(type: ContractType) {
  const [waiting, setWaiting] = useState(true);
  const list = useCall('agentContracts', { request: { type }, refetchInterval: waiting ? 5_000 : 30_000 });
  const awaited = list.data ? [...list.data.held, ...list.data.given].some((r) => r.awaiting === 'them') : true;
  useEffect(() => setWaiting(awaited), [awaited]);
  return { ...list, type };
}

/** A part with its heading, or the list's loading state or failure (said by the page's first part only). */
function Part({ className, title, list, children }: { className: string; title: string | null; list: ReturnType<typeof useContracts>; children: () => ReactNode }) {
  const { t } = useTranslation();
  const says = useStatusOnce(`agentContracts:${list.type}`, !list.data);
  if (list.isError && !list.data && !says) return null;
  return (
    <section className={`contract-part ${className}`}>
      {title ? <h3>{title}</h3> : null}
      {list.isError ? <p className="form-error" role="alert">{t('section.notAvailable')}</p> : !list.data ? (says ? <p role="status">{t('common.loading')}</p> : null) : children()}
    </section>
  );
}

/** The reader's own contract of the type, from its upline. */
export function HeldContractPart({ block }: PartProps) {
  const { t } = useTranslation();
  const list = useContracts(typeOf(block));
  return (
    <Part className="contract-held-part" title={t(typeof block.titleKey === 'string' ? block.titleKey : 'contract.mine')} list={list}>
      {() => <HolderSide held={list.data!.held} />}
    </Part>
  );
}

/** Every version of the reader's own contract of the type (nothing while it never held one). */
export function ContractVersionsPart({ block }: PartProps) {
  const { t } = useTranslation();
  const list = useContracts(typeOf(block));
  const held = list.data?.held ?? [];
  if (list.data && held.length === 0) return null;
  return (
    <Part className="contract-versions-part" title={null} list={list}>
      {() => (
        <Card className="contract-held-history" title={t(typeof block.titleKey === 'string' ? block.titleKey : 'contract.myHistory')}>
          <details>
            <summary>{t('contract.showVersions', { n: held.length })}</summary>
            <ContractHistory versions={held} />
          </details>
        </Card>
      )}
    </Part>
  );
}

/** The contracts of the type the reader gave its direct downline agents, and its offers. */
export function GivenContractsPart({ block }: PartProps) {
  const { t } = useTranslation();
  const type = typeOf(block);
  const list = useContracts(type);
  return (
    <Part className="contract-given-part" title={t(typeof block.titleKey === 'string' ? block.titleKey : 'contract.given')} list={list}>
      {() => {
        const own = list.data!.held.find((r) => r.status === 'active');
        return <GivenContracts type={type} given={list.data!.given} ownRate={own?.rate ?? null} offer={block.offer !== false} />;
      }}
    </Part>
  );
}
