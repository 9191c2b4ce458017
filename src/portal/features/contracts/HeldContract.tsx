// The contract the reader holds from its upline (or the operator), driven by the contract machine
// (flows/contract.machine.ts) with the portal's actors (actors.ts): accept or reject an offer
// (agreeing first when it ends downline contracts that pay more), ask for a new contract or for
// termination, terminate. What the upline does reaches the machine as events derived from the
// platform's view of the contract (platformEvent), read again while the reader waits.
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { contractMachine, type ContractContext } from '../../../../flows/contract.machine.ts';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import { invalidateAfter, runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, Card, Dialog } from '../../ui/index.ts';
import { browserEnv } from '../session/index.ts';
import { contractActors, downlineRateOf, machineStateOf, platformEvent } from './actors.ts';
import { otherParty, stateText, stateTone } from './state-text.ts';
import { TierTable } from './TierTable.tsx';
import { AskNewContract } from './AskNewContract.tsx';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useFormSettings } from '../../forms/settings.ts';
import { ConfirmTerminate } from './ConfirmTerminate.tsx';

const BUSY = ['accepting', 'rejecting', 'terminating', 'requestingTermination', 'requestingNewContract'] as const;

interface Props {
  start: AgentContract;
  held: readonly AgentContract[];
  /** The contract the machine is about: `start`, then a new offer it takes on. */
  followed: MutableRefObject<number | null>;
  /** Told when the machine ends (the page may move on to the contract still signed). */
  onFinished: (outcome: 'rejected' | 'terminated') => void;
}

export function HeldContract({ start, held, followed, onFinished }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const machine = useMemo(() => contractMachine.provide({ actors: contractActors(browserEnv, () => followed.current ?? start.id) }), [followed, start.id]);
  const context: ContractContext = { type: start.type, rate: start.rate, downlineRate: downlineRateOf(start), terminatesDownline: false, requestedRate: start.request?.rate ?? null, error: null };
  const begin = machineStateOf(start) ?? 'offered';
  const [snapshot, send] = useMachine(machine, { input: context, ...(begin === 'offered' ? {} : { snapshot: machine.resolveState({ value: begin, context }) }) });
  // The last step the machine ran: a refused request for a new contract shows under its field.
  const [lastStep, setLastStep] = useState<(typeof BUSY)[number] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const { confirm: confirmAccept } = useFormSettings('agentContractDecide');
  const requestSeen = useRef(false);
  const [refusal, setRefusal] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const row = held.find((r) => r.id === (followed.current ?? start.id)) ?? start;
  const busy = BUSY.some((s) => snapshot.matches(s));
  const state = JSON.stringify(snapshot.value);
  const step = BUSY.find((s) => snapshot.matches(s));
  if (step && step !== lastStep) setLastStep(step);

  // Each settled step: the contract lists and the header's pending count read the platform again.
  useEffect(() => {
    if (!busy) void invalidateAfter('agentContractDecide');
  }, [state, busy]);

  const done = snapshot.matches('rejected') ? 'rejected' : snapshot.matches('terminated') ? 'terminated' : null;
  useEffect(() => {
    if (done) onFinished(done);
  }, [done, onFinished]);

  // The upline's answer while the reader waits: a new offer (taken on), a refusal or a termination.
  useEffect(() => {
    const waiting = snapshot.matches('terminationRequested') ? 'terminationRequested' : snapshot.matches('newContractRequested') ? 'newContractRequested' : null;
    if (!waiting) return;
    const newer = held.find((r) => r.status === 'offered' && r.id > (followed.current ?? start.id));
    if (waiting === 'newContractRequested' && newer) {
      requestSeen.current = false;
      followed.current = newer.id;
      send({ type: 'OFFER', rate: newer.rate });
      return;
    }
    const current = held.find((r) => r.id === (followed.current ?? start.id));
    if (!current) return;
    // The list may still be the one read before the request was sent: only once it has shown the
    // request open does a contract without one mean the upline answered it.
    if (current.request?.by === 'holder') requestSeen.current = true;
    const event = platformEvent(waiting, current);
    if (event && (event.type !== 'WITHDRAW_REQUEST' || requestSeen.current)) {
      requestSeen.current = false;
      send(event);
    }
  }, [held, snapshot, send, followed, start.id]);

  // Refusing the upline's termination request keeps the contract: a plain call, not a machine step.
  const refuse = async () => {
    setRefusal({ busy: true, error: null });
    try {
      await runCall('agentContractDecide', { id: row.id, decision: 'reject' });
      setRefusal({ busy: false, error: null });
    } catch (failure) {
      setRefusal({ busy: false, error: errorText(t, failure as { errorCode?: string }) });
    }
  };
  const upline = otherParty(t, row);
  const askRefused = lastStep === 'requestingNewContract';
  const error = askRefused ? null : snapshot.context.error;
  // An offer that ends downline contracts has its own confirmation (the machine's), naming them.
  const endsDownline = (row.endsDownline?.length ?? 0) > 0;
  const uplineAsksToEnd = row.status === 'active' && row.request?.kind === 'termination' && row.request.by === 'offerer';
  return (
    <Card className="held-contract" title={t('contract.fromUpline', { name: upline })}
      actions={<Badge tone={stateTone(row)}>{stateText(t, row, money)}</Badge>}>
      <div data-flow-state={state}>
        <TierTable type={row.type} tiers={row.tiers} caption={t('contract.tiersOf', { version: row.version })} />
        <p className="form-hint">
          {t('contract.version', { version: money.count(row.version) })}
          {row.period ? ` · ${t(`contract.period.${row.period}`)}` : ''} · {money.dateTime(row.createdAt)}
        </p>
        {error ? <p className="form-error" role="alert">{errorText(t, error)}</p> : null}

        {/* Kept under the confirmation (a modal dialog), so focus goes back to Accept when it closes. */}
        {snapshot.matches('offered') || snapshot.matches('confirmingDownlineTermination') || snapshot.matches('accepting') || snapshot.matches('rejecting') ? (
          <>
            {row.endsDownline && row.endsDownline.length > 0 ? (
              <p className="form-hint">{t('contract.endsDownlineHint', { names: row.endsDownline.map((c) => `${c.holder} (${money.percent(c.rate)})`).join(', ') })}</p>
            ) : null}
            <div className="contract-actions">
              <Button variant="primary" busy={snapshot.matches('accepting')} disabled={busy} onClick={() => (confirmAccept && !endsDownline ? setAccepting(true) : send({ type: 'ACCEPT' }))}>{t('contract.accept')}</Button>
              <Button variant="danger" busy={snapshot.matches('rejecting')} disabled={busy} onClick={() => send({ type: 'REJECT' })}>{t('contract.reject')}</Button>
            </div>
          </>
        ) : null}

        {snapshot.matches('confirmingDownlineTermination') ? (
          // A modal alert dialog like the termination's: focus moves in and stays, Escape, the
          // backdrop and the close button go back (nothing ended), focus returns to Accept.
          <Dialog title={t('contract.endsDownlineTitle')} onClose={() => send({ type: 'DISAGREE' })} closeLabel={t('common.close')} size="small" role="alertdialog"
            className="contract-confirm"
            footer={(
              <div className="contract-actions">
                <Button variant="danger" onClick={() => send({ type: 'AGREE' })}>{t('contract.agreeAndAccept')}</Button>
                <Button onClick={() => send({ type: 'DISAGREE' })}>{t('contract.back')}</Button>
              </div>
            )}>
            <ul>{(row.endsDownline ?? []).map((c) => <li key={c.id}>{t('contract.endsDownlineItem', { name: c.holder, rate: money.percent(c.rate) })}</li>)}</ul>
          </Dialog>
        ) : null}

        {snapshot.matches('active') || snapshot.matches('terminating') || snapshot.matches('requestingTermination') || snapshot.matches('requestingNewContract') ? (
          <>
            {uplineAsksToEnd ? (
              <div className="contract-actions">
                <Button variant="danger" busy={snapshot.matches('terminating')} disabled={busy} onClick={() => send({ type: 'TERMINATE' })}>{t('contract.agreeTerminate')}</Button>
                <Button busy={refusal.busy} disabled={busy} onClick={() => void refuse()}>{t('contract.refuse')}</Button>
              </div>
            ) : (
              <>
                <AskNewContract sending={snapshot.matches('requestingNewContract')} disabled={busy || row.request !== null}
                  refusal={askRefused ? snapshot.context.error : null} onAsk={(rate) => send({ type: 'REQUEST_NEW_CONTRACT', rate })} />
                <div className="contract-actions">
                  <Button busy={snapshot.matches('requestingTermination')} disabled={busy || row.request !== null} onClick={() => send({ type: 'REQUEST_TERMINATION' })}>{t('contract.askTerminate')}</Button>
                  <Button variant="danger" busy={snapshot.matches('terminating')} disabled={busy} onClick={() => setConfirming(true)}>{t('contract.terminate')}</Button>
                </div>
              </>
            )}
            {refusal.error ? <p className="form-error" role="alert">{refusal.error}</p> : null}
          </>
        ) : null}

        {snapshot.matches('terminationRequested') ? <p role="status">{t('contract.waitingTermination', { name: upline })}</p> : null}
        {snapshot.matches('newContractRequested') ? <p role="status">{t('contract.waitingNew', { name: upline, rate: money.percent(snapshot.context.requestedRate ?? 0) })}</p> : null}
        {snapshot.matches('rejected') ? <p role="status">{t('contract.youRejected')}</p> : null}
        {snapshot.matches('terminated') ? <p role="status">{t('contract.youTerminated')}</p> : null}
      </div>
      {accepting ? (
        <ConfirmStep title={t('contract.acceptTitle')} onBack={() => setAccepting(false)} onConfirm={() => { setAccepting(false); send({ type: 'ACCEPT' }); }}
          note={t('contract.acceptNote')}
          rows={[
            { label: t('contract.acceptFrom'), value: upline },
            { label: t('contract.acceptRate'), value: money.percent(row.rate) },
            { label: t('contract.acceptVersion'), value: money.count(row.version) },
          ]} />
      ) : null}
      {confirming ? <ConfirmTerminate name={upline} onCancel={() => setConfirming(false)} onConfirm={() => { setConfirming(false); send({ type: 'TERMINATE' }); }} /> : null}
    </Card>
  );
}
