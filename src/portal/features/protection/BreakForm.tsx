// A time-out or self-exclusion: pick a period, confirm once (it starts at once and cannot be
// shortened), then the platform ends every session. The period renders from protectionStart's
// request schema with the merchant's forms.protectionStart settings, as the design system's choices.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/protectionStart.json';
import type { CallResponse } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import { fixedValue, useFormSettings } from '../../forms/settings.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Card } from '../../ui/index.ts';

type Kind = 'timeout' | 'selfExclusion';


/**
 * `balanceText`: the member's balance, said before they confirm: it stays theirs, and during the
 * break they can still sign in to withdraw it.
 */
export function BreakForm({ kind, durations, balanceText, onStarted }: { kind: Kind; durations: readonly string[]; balanceText: string | null; onStarted: (value: CallResponse<'protectionStart'>) => void }) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    duration: { widget: 'choice', label: 'protection.period', choices: durations.map((d) => ({ value: d, label: t(`protection.period.${d}`) })) },
  }), [durations, t]);
  const form = useSchemaForm('protectionStart', spec, callSchema.request, { duration: durations[0] ?? '' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const duration = form.values.duration ?? '';
  const ask = () => {
    if (form.checkPatterns(durations.includes(duration) ? {} : { duration: t('protection.periodRequired') })) setConfirming(true);
  };
  const start = async () => {
    setBusy(true);
    try {
      onStarted(await runCall('protectionStart', { kind, duration }));
    } catch (error) {
      form.refused(error);
      setBusy(false);
      setConfirming(false);
    }
  };
  const id = `break-${kind}`;
  // A merchant that fixes the kind (forms.protectionStart.fields.kind hidden with a default) offers that break only.
  const fixed = fixedValue(useFormSettings('protectionStart'), 'kind');
  if (fixed !== null && fixed !== kind) return null;
  return (
    <Card title={t(`protection.${kind}.title`)} className="protection-block">
      <p className="form-hint">{t(`protection.${kind}.hint`)}</p>
      <p className="form-hint" data-testid={`${id}-balance`}>
        {balanceText === null ? t(`protection.${kind}.balanceUnknown`) : t(`protection.${kind}.balance`, { balance: balanceText })}
      </p>
      <SchemaForm state={form} idPrefix={`protectionStart-${kind}`} className="break-form" disabled={confirming} onSubmit={ask}>
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
            <Button type="submit" variant="primary">{t(`protection.${kind}.start`)}</Button>
          </div>
        )}
      </SchemaForm>
    </Card>
  );
}
