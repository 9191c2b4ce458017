// The member centre's "Responsible gaming" page (UKGC RTS 13; LCCP SR 3.5.3 / 3.5.4): this
// session, the reality-check interval, a time-out and a self-exclusion. Starting a break asks
// once more, then the platform logs the member out everywhere; the page follows (local logout
// and a notice saying until when).
import { lazy, Suspense, useState } from 'react';
import { loadDepositLimits } from '../deposit/index.ts';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { showNotice } from '../../state/store.ts';
import { endSessionLocally, useBalance } from '../session/index.ts';
import { useConfig } from '../../app/config-context.tsx';
import { bcp47 } from '../../../shared/i18n/languages.ts';
import { formatUntil } from '../../../shared/money.ts';
import { protectionPeriods } from '../../../shared/protection.ts';
import { formatElapsed, useSessionPlay } from './session-play.ts';
import { Button, Card, Select } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

/** Reality-check choices in minutes (the platform takes any whole minute from 10 to 480). */
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480] as const;

function RealityCheckForm({ current }: { current: number | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; error: unknown }>({ kind: 'idle' });
  const label = (minutes: number) => (minutes < 60 ? t('protection.minutesN', { count: minutes }) : t('protection.hoursN', { count: minutes / 60 }));
  const save = async () => {
    setState({ kind: 'saving' });
    try {
      await runCall('realityCheckSet', { minutes: value === '' ? null : Number(value) });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  };
  return (
    <Card title={t('protection.realityCheck.title')} className="protection-block">
      <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Select
          id="reality-check-interval"
          label={t('protection.realityCheck.interval')}
          hint={t('protection.realityCheck.hint')}
          value={value}
          onChange={(e) => { setValue(e.target.value); setState({ kind: 'idle' }); }}
          options={[{ value: '', label: t('protection.realityCheck.off') }, ...REALITY_CHECK_CHOICES.map((m) => ({ value: String(m), label: label(m) }))]}
          error={state.kind === 'error' ? errorText(t, state.error instanceof PlatformError ? state.error : null) : undefined}
        />
        {state.kind === 'saved' ? <p className="form-success" role="status">{t('protection.realityCheck.saved')}</p> : null}
        <div className="actions">
          <Button type="submit" variant="primary" busy={state.kind === 'saving'}>{t('protection.realityCheck.save')}</Button>
        </div>
      </form>
    </Card>
  );
}

const DepositLimits = lazy(() => loadDepositLimits().then((m) => ({ default: m.DepositLimits })));
// With the schema forms it renders: loaded by this page, so the portal's first load does not list them.
const BreakForm = lazy(() => import('./BreakForm.tsx').then((m) => ({ default: m.BreakForm })));

/**
 * After a break starts: this browser logs out too, and says which break and until when (signing
 * in again opens the restricted view).
 */
function onStarted(kind: 'timeout' | 'selfExclusion', value: CallResponse<'protectionStart'>, t: (key: string, o?: Record<string, unknown>) => string, until: (ms: number) => string): void {
  endSessionLocally();
  const indefinite = value.duration === 'indefinite';
  showNotice(t(`protection.${kind}.started`, { untilText: until(value.until), ...(indefinite ? { context: 'indefinite' } : {}) }));
}

export function ResponsibleGaming() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const play = useSessionPlay();
  const { balance } = useBalance();
  const config = useConfig();
  const digits = config.identity.currency.digits;
  const periods = protectionPeriods(config.constants);
  const until = (ms: number) => formatUntil(ms, bcp47(i18n.language), digits);
  const minor = balance ? money.balanceMinor(balance) : null;
  const balanceText = minor === null ? null : money.format(minor);
  return (
    <div className="responsible-gaming">
      <p>{t('protection.intro')}</p>
      <Card title={t('protection.session.title')} className="protection-block">
        {play ? (
          <p>{t('protection.session.summary', { time: money.digits(formatElapsed(play.elapsed)), net: money.format(play.status.play.netMinor) })}</p>
        ) : <p role="status">{t('common.loading')}</p>}
      </Card>
      {play ? <RealityCheckForm current={play.status.realityCheckMinutes} /> : null}
      <Suspense fallback={null}><DepositLimits /></Suspense>
      <Suspense fallback={null}>
        <BreakForm kind="timeout" durations={periods.timeoutPeriods} balanceText={balanceText} onStarted={(v) => onStarted('timeout', v, t, until)} />
        <BreakForm kind="selfExclusion" durations={periods.selfExclusionPeriods} balanceText={balanceText} onStarted={(v) => onStarted('selfExclusion', v, t, until)} />
      </Suspense>
    </div>
  );
}
