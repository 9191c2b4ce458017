// A time-out or self-exclusion: pick a period, confirm once (it starts at once and cannot be
// shortened), then the platform ends every session.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card } from '../../ui/index.ts';

type Kind = 'timeout' | 'selfExclusion';

/**
 * `balanceText`: the member's balance, said before they confirm: during the break they cannot log
 * in, so cannot withdraw it (the money stays theirs, in the account).
 */
export function BreakForm({ kind, durations, balanceText, onStarted }: { kind: Kind; durations: readonly string[]; balanceText: string | null; onStarted: (value: CallResponse<'protectionStart'>) => void }) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState(durations[0] ?? '');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlatformError | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      onStarted(await runCall('protectionStart', { kind, duration }));
    } catch (e) {
      setError(e instanceof PlatformError ? e : new PlatformError('unknown', 'unknown', 0));
      setBusy(false);
    }
  };
  const id = `break-${kind}`;
  return (
    <Card title={t(`protection.${kind}.title`)} className="protection-block">
      <p className="form-hint">{t(`protection.${kind}.hint`)}</p>
      <p className="form-hint" data-testid={`${id}-balance`}>
        {balanceText === null ? t(`protection.${kind}.balanceUnknown`) : t(`protection.${kind}.balance`, { balance: balanceText })}
      </p>
      <fieldset className="period-choices" disabled={confirming}>
        <legend>{t('protection.period')}</legend>
        {durations.map((d) => (
          <label key={d} className="period-choice">
            <input type="radio" name={id} value={d} checked={duration === d} onChange={() => setDuration(d)} />
            {t(`protection.period.${d}`)}
          </label>
        ))}
      </fieldset>
      {error ? <p className="field-error" role="alert">{errorText(t, error)}</p> : null}
      {confirming ? (
        <div className="break-confirm" role="alert">
          <p>{t('protection.confirm', { period: t(`protection.period.${duration}`) })}</p>
          <div className="actions">
            <Button onClick={() => setConfirming(false)} disabled={busy}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void start()} busy={busy}>{t('protection.confirmButton')}</Button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <Button variant="primary" onClick={() => setConfirming(true)}>{t(`protection.${kind}.start`)}</Button>
        </div>
      )}
    </Card>
  );
}
