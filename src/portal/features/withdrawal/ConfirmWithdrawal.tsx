// "The payment has been disbursed, please confirm whether it has been received": the
// withdrawalConfirmation machine with the portal's actor (actors.ts on the browser's FlowEnv).
// A "not received" needs a png or jpg proof of at most 5 MB; the platform checks its bytes.
// After a dispute the page follows the platform until the desk settles it.
import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { withdrawalConfirmationMachine } from '../../../../flows/withdrawalConfirmation.machine.ts';
import { refetchCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { browserEnv } from '../session/index.ts';
import { Button } from '../../ui/index.ts';
import { platformEvent, withdrawalConfirmationActors } from './actors.ts';
import { DisputeTimeline } from './DisputeTimeline.tsx';
import { ProofPicker } from './ProofPicker.tsx';
import type { CallResponse } from '../../../shared/api/index.ts';

type Item = CallResponse<'withdrawList'>['items'][number];

function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  const hh = Math.floor(left / 3600);
  const mm = String(Math.floor((left % 3600) / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return <p className="confirm-countdown" role="timer">{t('withdraw.confirm.countdown', { time: money.digits(hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`) })}</p>;
}

/** Follows the platform while a dispute is open and tells the machine once the desk settled it. */
function FollowDispute({ id, onSettled }: { id: number; onSettled: (event: NonNullable<ReturnType<typeof platformEvent>>) => void }) {
  const detail = useCall('withdrawDetail', { request: { id: String(id) }, refetchInterval: 5_000 });
  const event = detail.data ? platformEvent(detail.data.withdrawal) : null;
  useEffect(() => { if (event) onSettled(event); }, [event, onSettled]);
  return null;
}

export function ConfirmWithdrawal({ item, confirmMinutes, onStart }: { item: Item; confirmMinutes: number; onStart: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [proof, setProof] = useState<string | null>(null);
  const machine = useMemo(() => withdrawalConfirmationMachine.provide({ actors: withdrawalConfirmationActors(browserEnv, item.id) }), [item.id]);
  // The deadline is the platform's: the window counts from its payout time.
  const paidAt = (item.confirmDeadline ?? Date.now() + confirmMinutes * 60_000) - confirmMinutes * 60_000;
  const [snapshot, send] = useMachine(machine, { input: { confirmMinutes, paidAt } });
  useEffect(onStart, [onStart]);
  const settled = snapshot.status === 'done';
  useEffect(() => {
    if (settled || snapshot.matches('notReceived')) void Promise.all([refetchCall('withdrawList'), refetchCall('withdrawInfo'), refetchCall('balance')]);
  }, [settled, snapshot]);
  const busy = snapshot.matches('sending');
  const error = snapshot.context.error;
  return (
    <section className="confirm-panel" aria-labelledby={`confirm-${item.id}`} data-flow-state={JSON.stringify(snapshot.value)}>
      <h4 id={`confirm-${item.id}`}>{snapshot.matches('awaiting') || busy ? t('withdraw.confirm.title') : t(`withdraw.status.${item.status}`)}</h4>
      <dl className="withdrawal-facts">
        <div><dt>{t('withdraw.confirm.paid')}</dt><dd>{money.format(item.paidMinor)}</dd></div>
        <div><dt>{t('withdraw.confirm.remaining')}</dt><dd>{item.remainingMinor > 0 ? money.format(item.remainingMinor) : t('withdraw.confirm.fullyPaid')}</dd></div>
      </dl>
      {snapshot.matches('awaiting') || busy ? (
        <>
          <Countdown deadline={snapshot.context.deadline} />
          <p className="form-hint">{t('withdraw.confirm.hint', { count: confirmMinutes, deposit: money.format(item.securityDepositMinor) })}</p>
          <ProofPicker value={proof} onChange={setProof} error={error?.errorCode === 'proof_required' ? t('withdraw.proof.required') : undefined} />
          {error && error.errorCode !== 'proof_required' ? <p className="field-error" role="alert">{errorText(t, error)}</p> : null}
          <div className="actions confirm-actions">
            <Button variant="primary" busy={busy} onClick={() => send({ type: 'MARK_RECEIVED' })}>{t('withdraw.confirm.received')}</Button>
            {item.remainingMinor > 0 ? <Button disabled={busy} onClick={() => send({ type: 'MARK_FULLY_RECEIVED' })}>{t('withdraw.confirm.fullyReceived')}</Button> : null}
            <Button variant="danger" disabled={busy} onClick={() => send({ type: 'MARK_NOT_RECEIVED', proofImage: proof })}>{t('withdraw.confirm.notReceived')}</Button>
          </div>
        </>
      ) : null}
      {snapshot.matches('received') ? <p role="status">{snapshot.context.answer === 'received' && Date.now() >= snapshot.context.deadline ? t('withdraw.confirm.forced') : t('withdraw.confirm.thanks')}</p> : null}
      {snapshot.matches('fullyReceived') ? <p role="status">{t('withdraw.confirm.thanks')}</p> : null}
      {snapshot.matches('notReceived') ? (
        <>
          <p role="status">{t('withdraw.dispute.opened')}</p>
          <FollowDispute id={item.id} onSettled={send} />
        </>
      ) : null}
      {snapshot.matches('refunded') ? <p role="status">{t('withdraw.dispute.refunded')}</p> : null}
      {snapshot.matches('forcedReceived') ? <p role="status">{t('withdraw.dispute.forcedReceived')}</p> : null}
      {snapshot.matches('notReceived') || snapshot.matches('refunded') || snapshot.matches('forcedReceived') ? <DisputeTimeline id={item.id} follow={!settled} /> : null}
    </section>
  );
}
