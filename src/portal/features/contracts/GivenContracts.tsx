// The contracts of a type the reader gave its direct downline agents: one row per agent (its
// newest version), its state as the upline reads it, and what the upline can do now: offer a
// first contract or a new version, answer the agent's request (grant a termination, refuse, offer
// new terms), ask to terminate; every version of an agent's contract in its history. Granting a
// termination asks once more, as it cannot be undone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractType } from '../../../shared/contract-rules.ts';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, DataTable, Dialog, type Column } from '../../ui/index.ts';
import { ConfirmTerminate } from './ConfirmTerminate.tsx';
import { ContractHistory } from './ContractHistory.tsx';
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

export function GivenContracts({ type, given, ownRate }: { type: ContractType; given: readonly AgentContract[]; ownRate: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [offer, setOffer] = useState<Omit<OfferProps, 'onClose' | 'type' | 'ownRate'> | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A termination to grant, once confirmed: it cannot be undone. */
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const act = async (row: AgentContract, work: () => Promise<unknown>) => {
    setBusy(row.id);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(t, failure as { errorCode?: string }));
    } finally {
      setBusy(null);
    }
  };
  const decide = (row: AgentContract, decision: 'reject' | 'terminate') => act(row, () => runCall('agentContractDecide', { id: row.id, decision }));
  const askToEnd = (row: AgentContract) => act(row, () => runCall('agentContractRequest', { id: row.id, kind: 'termination' }));
  const newVersion = (row: AgentContract) => setOffer({ holder: row.holder, tiers: row.tiers, period: row.period });

  const actions = (row: AgentContract) => {
    const name = { name: row.holder };
    const open = row.status === 'active' && row.request?.by === 'holder';
    const waiting = busy === row.id;
    return (
      <div className="contract-row-actions">
        {open && row.request?.kind === 'termination' ? (
          <Button size="small" variant="danger" busy={waiting} onClick={() => setEnding(row)} aria-label={t('contract.grantTerminationFor', name)}>{t('contract.grantTermination')}</Button>
        ) : null}
        {open && row.request?.kind === 'newContract' ? (
          <Button size="small" variant="primary" onClick={() => newVersion(row)} aria-label={t('contract.offerNewTermsFor', name)}>{t('contract.offerNewTerms')}</Button>
        ) : null}
        {open ? <Button size="small" busy={waiting} onClick={() => void decide(row, 'reject')} aria-label={t('contract.refuseFor', name)}>{t('contract.refuse')}</Button> : null}
        {row.status === 'active' && row.request === null ? (
          <>
            <Button size="small" onClick={() => newVersion(row)} aria-label={t('contract.newVersionFor', name)}>{t('contract.newVersion')}</Button>
            <Button size="small" busy={waiting} onClick={() => void askToEnd(row)} aria-label={t('contract.askTerminateFor', name)}>{t('contract.askTerminate')}</Button>
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
      <div className="downline-head">
        {/* Nothing to share without a signed contract of one's own (the platform refuses it too). */}
        {ownRate === null
          ? <p className="form-hint">{t('contract.noOwn')}</p>
          : <Button variant="primary" onClick={() => setOffer({ holder: null, tiers: [], period: null })}>{t('contract.offer')}</Button>}
      </div>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <DataTable columns={columns} rows={latestPerHolder(given)} rowKey={(r) => String(r.id)} caption={t('contract.given')} empty={t('contract.noneGiven')} />
      {ending ? <ConfirmTerminate name={ending.holder} onCancel={() => setEnding(null)} onConfirm={() => { setEnding(null); void decide(ending, 'terminate'); }} /> : null}
      {offer ? <OfferForm type={type} ownRate={ownRate} {...offer} onClose={() => setOffer(null)} /> : null}
      {history ? (
        <Dialog title={t('contract.historyTitle', { name: history })} onClose={() => setHistory(null)} closeLabel={t('common.close')} size="large">
          <ContractHistory versions={given.filter((r) => r.holder === history)} />
        </Dialog>
      ) : null}
    </div>
  );
}
