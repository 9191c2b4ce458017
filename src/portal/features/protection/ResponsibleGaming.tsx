// The parts of the member centre's "Responsible gaming" page (UKGC RTS 13; LCCP SR 3.5.3 / 3.5.4),
// each a block of its own (src/portal/blocks/): this session, the reality-check interval, a
// time-out and a self-exclusion. Starting a break asks
// once more, then the platform logs the member out everywhere; the page follows (local logout
// and a notice saying until when).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/money.ts';
import { showNotice } from '../../state/store.ts';
import { endSessionLocally, useBalance } from '../session/index.ts';
import { useConfig } from '../../app/config-context.tsx';
import { bcp47 } from '../../../shared/i18n/languages.ts';
import { formatUntil } from '../../../shared/money.ts';
import { protectionPeriods } from '../../../shared/protection.ts';
import { formatElapsed, useSessionPlay } from './session-play.ts';
import { Card } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

// With the schema forms it renders: loaded by this page, so the portal's first load does not list them.
const BreakForm = lazy(() => import('./BreakForm.tsx').then((m) => ({ default: m.BreakForm })));
const RealityCheckForm = lazy(() => import('./RealityCheckForm.tsx').then((m) => ({ default: m.RealityCheckForm })));

/**
 * After a break starts: this browser logs out too, and says which break and until when (signing
 * in again opens the restricted view).
 */
function onStarted(kind: 'timeout' | 'selfExclusion', value: CallResponse<'protectionStart'>, t: (key: string, o?: Record<string, unknown>) => string, until: (ms: number) => string): void {
  endSessionLocally();
  const indefinite = value.duration === 'indefinite';
  showNotice(t(`protection.${kind}.started`, { untilText: until(value.until), ...(indefinite ? { context: 'indefinite' } : {}) }));
}

/** The time-out and self-exclusion forms' shared inputs: the merchant's periods and the balance. */
function useBreakInputs() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { balance } = useBalance();
  const config = useConfig();
  const digits = config.identity.currency.digits;
  const until = (ms: number) => formatUntil(ms, bcp47(i18n.language), digits);
  const minor = balance ? money.balanceMinor(balance) : null;
  return { t, until, periods: protectionPeriods(config.constants), balanceText: minor === null ? null : money.format(minor) };
}

/** The page's opening words and this session's time and net result. */
export function ProtectionSession() {
  const { t } = useTranslation();
  const money = useMoney();
  const play = useSessionPlay();
  return (
    <div className="responsible-gaming">
      <p>{t('protection.intro')}</p>
      <Card title={t('protection.session.title')} className="protection-block">
        {play ? (
          <p>{t('protection.session.summary', { time: money.digits(formatElapsed(play.elapsed)), net: money.format(play.status.play.netMinor) })}</p>
        ) : <p role="status">{t('common.loading')}</p>}
      </Card>
    </div>
  );
}

/** The reality-check interval. */
export function RealityCheckPart() {
  const play = useSessionPlay();
  return play ? <Suspense fallback={null}><RealityCheckForm current={play.status.realityCheckMinutes} /></Suspense> : null;
}

/** A time-out: a short break from play. */
export function TimeOutPart() {
  const { t, until, periods, balanceText } = useBreakInputs();
  return (
    <Suspense fallback={null}>
      <BreakForm kind="timeout" durations={periods.timeoutPeriods} balanceText={balanceText} onStarted={(v) => onStarted('timeout', v, t, until)} />
    </Suspense>
  );
}

/** A self-exclusion: a long break, or one with no end date. */
export function SelfExclusionPart() {
  const { t, until, periods, balanceText } = useBreakInputs();
  return (
    <Suspense fallback={null}>
      <BreakForm kind="selfExclusion" durations={periods.selfExclusionPeriods} balanceText={balanceText} onStarted={(v) => onStarted('selfExclusion', v, t, until)} />
    </Suspense>
  );
}
