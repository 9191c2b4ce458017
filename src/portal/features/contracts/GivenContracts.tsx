// The contracts of a type the reader gave its direct downline agents: one row per agent (its
// newest version), its state as the upline reads it, and what the upline can do now: offer a
// first contract or a new version, answer the agent's request (grant a termination, refuse, offer
// new terms), ask to terminate; every version of an agent's contract in its history. Refusing,
// granting a termination and asking to end are forms from their calls' schemas, each with its
// confirmation step (GivenDecision).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractType } from '../../../shared/contract-rules.ts';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import { useMoney } from '../../app/money.ts';
import { Badge, Button, DataTable, Dialog, type Column } from '../../ui/index.ts';
import { ContractHistory } from './ContractHistory.tsx';
import { GivenDecision, type GivenAction } from './GivenDecision.tsx';
import { OfferForm, type OfferProps } from './OfferForm.tsx';
import { stateText, stateTone } from './state-text.ts';

/** Per holder: its newest open version, else its newest; newest first. */
function latestPerHolder(given: readonly AgentContract[]): AgentContract[] {
  const latest = new Map<string, AgentContract>();
  for (const row of [...given].sort((a, b) => b.id - a.id)) {
    const open = latest.get(row.holder);
    // An open version (offered or signed) wins over a newer one that ended (a rejected new version).
    if (!open || (open.status !== 'offered' && open.status !== 'active')) latest.set(row.holder, row);
  }
  return [...latest.values()];
}

/** `offer`: the button to offer a first contract (a row's own offers stay). */
export function GivenContracts({ type, given, ownRate, offer: offering = true }: { type: ContractType; given: readonly AgentContract[]; ownRate: number | null; offer?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [offer, setOffer] = useState<Omit<OfferProps, 'onClose' | 'type' | 'ownRate'> | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  /** The decision being confirmed (its form's dialog is open). */
  const [deciding, setDeciding] = useState<{ row: AgentContract; action: GivenAction } | null>(null);
  const decide = (row: AgentContract, action: GivenAction) => setDeciding({ row, action });
  const newVersion = (row: AgentContract) => setOffer({ holder: row.holder, tiers: row.tiers, period: row.period });

  const actions = (row: AgentContract) => {
    const name = { name: row.holder };
    const open = row.status === 'active' && row.request?.by === 'holder';
    return (
      <div className="contract-row-actions">
        {open && row.request?.kind === 'termination' ? (
          <Button size="small" variant="danger" onClick={() => decide(row, 'grantTermination')} aria-label={t('contract.grantTerminationFor', name)}>{t('contract.grantTermination')}</Button>
        ) : null}
        {open && row.request?.kind === 'newContract' ? (
          <Button size="small" variant="primary" onClick={() => newVersion(row)} aria-label={t('contract.offerNewTermsFor', name)}>{t('contract.offerNewTerms')}</Button>
        ) : null}
        {open ? <Button size="small" onClick={() => decide(row, 'refuse')} aria-label={t('contract.refuseFor', name)}>{t('contract.refuse')}</Button> : null}
        {row.status === 'active' && row.request === null ? (
          <>
            <Button size="small" onClick={() => newVersion(row)} aria-label={t('contract.newVersionFor', name)}>{t('contract.newVersion')}</Button>
            <Button size="small" onClick={() => decide(row, 'askTermination')} aria-label={t('contract.askTerminateFor', name)}>{t('contract.askTerminate')}</Button>
          </>
        ) : null}
        {row.status !== 'offered' && row.status !== 'active' ? (
          <Button size="small" onClick={() => setOffer({ holder: row.holder, tiers: row.tiers, period: row.period })} aria-label={t('contract.offerAgainFor', name)}>{t('contract.offerAgain')}</Button>
        ) : null}
        <Button size="small" onClick={() => setHistory(row.holder)} aria-label={t('contract.historyFor', name)}>{t('contract.history')}</Button>
      </div>
    );
  };

  const columns: Column<AgentContract>[] = [
    { key: 'holder', header: t('contract.agent'), label: t('contract.agent'), cell: (r) => r.holder, primary: true },
    { key: 'state', header: t('contract.stateColumn'), label: t('contract.stateColumn'), cell: (r) => <Badge tone={stateTone(r)}>{stateText(t, r, money)}</Badge> },
    { key: 'rate', header: t('contract.topRate'), label: t('contract.topRate'), cell: (r) => money.percent(r.rate), align: 'end' },
    { key: 'version', header: t('contract.versionShort'), label: t('contract.versionShort'), cell: (r) => money.count(r.version), align: 'end' },
    { key: 'since', header: t('contract.since'), label: t('contract.since'), cell: (r) => money.dateTime(r.decidedAt ?? r.createdAt) },
    { key: 'actions', header: t('agentDownline.actions'), label: t('agentDownline.actions'), cell: actions },
  ];
  return (
    <div className="given-contracts">
      {offering ? (
        <div className="downline-head">
          {/* Nothing to share without a signed contract of one's own (the platform refuses it too). */}
          {ownRate === null
            ? <p className="form-hint">{t('contract.noOwn')}</p>
            : <Button variant="primary" onClick={() => setOffer({ holder: null, tiers: [], period: null })}>{t('contract.offer')}</Button>}
        </div>
      ) : null}
      <DataTable columns={columns} rows={latestPerHolder(given)} rowKey={(r) => String(r.id)} caption={t('contract.given')} empty={t('contract.noneGiven')} />
      {deciding ? <GivenDecision {...deciding} onClose={() => setDeciding(null)} /> : null}
      {offer ? <OfferForm type={type} ownRate={ownRate} {...offer} onClose={() => setOffer(null)} /> : null}
      {history ? (
        <Dialog title={t('contract.historyTitle', { name: history })} onClose={() => setHistory(null)} closeLabel={t('common.close')} size="large">
          <ContractHistory versions={given.filter((r) => r.holder === history)} />
        </Dialog>
      ) : null}
    </div>
  );
}
