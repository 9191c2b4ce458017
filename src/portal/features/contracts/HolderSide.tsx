// The reader's own contract of a type, from its upline: the machine follows one contract at a
// time (HeldContract). A new machine starts when the platform shows a contract the running one is
// not about (a first offer, or one after a final state); a new offer answering the reader's own
// request is taken on by the running machine instead (its OFFER event).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import { EmptyState } from '../../ui/index.ts';
import { machineStateOf } from './actors.ts';
import { HeldContract } from './HeldContract.tsx';

/** The contract the reader has to do with: an open offer first, else the signed one. */
function currentOf(held: readonly AgentContract[]): AgentContract | null {
  const open = held.filter((r) => machineStateOf(r) !== null).sort((a, b) => b.id - a.id);
  return open.find((r) => r.status === 'offered') ?? open[0] ?? null;
}

export function HolderSide({ held }: { held: readonly AgentContract[] }) {
  const { t } = useTranslation();
  const current = currentOf(held);
  // The id the running machine is about (HeldContract moves it on when it takes a new offer).
  const followed = useRef<number | null>(current?.id ?? null);
  // A new session (a new machine) each time; the same contract may come back (the signed one after
  // a new version was rejected).
  const [session, setSession] = useState<{ n: number; start: AgentContract | null }>({ n: 0, start: current });
  useEffect(() => {
    if (!current || followed.current === current.id) return;
    followed.current = current.id;
    setSession((s) => ({ n: s.n + 1, start: current }));
  }, [current]);
  const { start } = session;
  // A machine that ended (an offer rejected, a contract terminated) leaves its outcome on screen
  // when the page moves on to the contract still signed.
  const [finished, setFinished] = useState<{ id: number; outcome: 'rejected' | 'terminated' } | null>(null);
  const onFinished = useCallback((outcome: 'rejected' | 'terminated') => {
    if (followed.current !== null) setFinished({ id: followed.current, outcome });
  }, []);
  if (!start) return <EmptyState title={t('contract.noneHeld')} />;
  return (
    <>
      {finished && finished.id !== followed.current ? <p className="form-hint" role="status">{t(finished.outcome === 'rejected' ? 'contract.youRejected' : 'contract.youTerminated')}</p> : null}
      <HeldContract key={session.n} start={start} held={held} followed={followed} onFinished={onFinished} />
    </>
  );
}
