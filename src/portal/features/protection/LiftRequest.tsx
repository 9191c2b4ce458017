// Asking to lift a self-exclusion early (MGA 2023): the member states a reason, the desk decides,
// then the member confirms after the first cooling-off and play resumes after the second. The
// panel shows where the latest request stands; the platform enforces every step.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/protectionLiftRequest.json';
import { useConfig } from '../../app/config-context.tsx';
import { runCall, useCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button } from '../../ui/index.ts';
import { bcp47 } from '../../../shared/i18n/languages.ts';
import { formatUntil } from '../../../shared/money.ts';


export function LiftRequest() {
  const { t, i18n } = useTranslation();
  const digits = useConfig().identity.currency.digits;
  const status = useCall('protectionLift');
  const spec = useMemo<Record<string, FieldSpec>>(() => ({ reason: { widget: 'textarea', label: 'protection.lift.reason', rows: 3, maxLength: 500 } }), []);
  const form = useSchemaForm('protectionLiftRequest', spec, callSchema.request, { reason: '' });
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const when = (ms: number | null) => (ms === null ? '' : formatUntil(ms, bcp47(i18n.language), digits));
  const lift = status.data?.lift ?? null;
  const cooling = status.data?.coolingOff;

  const send = async () => {
    setBusy(true);
    try {
      await runCall('protectionLiftRequest', { reason: form.values.reason ?? '' });
      await status.refetch();
    } catch (error) {
      form.refused(error);
    }
    setBusy(false);
  };
  const confirm = async () => {
    setBusy(true);
    setConfirmError(null);
    try {
      await runCall('protectionLiftConfirm', {});
      await status.refetch();
    } catch (error) {
      const code = (error as { errorCode?: string }).errorCode;
      setConfirmError(code ? t(`errorCode.${code}`) : t('form.server.invalid'));
    }
    setBusy(false);
  };

  if (!status.data) return null;
  const open = lift && (lift.status === 'pending' || lift.status === 'approved' || lift.status === 'confirmed');
  return (
    <div className="lift-request" data-testid="lift-request">
      <h2>{t('protection.lift.title')}</h2>
      {lift?.status === 'pending' ? <p role="status">{t('protection.lift.pending', { time: when(lift.requestedAt) })}</p> : null}
      {lift?.status === 'approved' ? (
        <>
          <p role="status">{t('protection.lift.approved', { time: when(lift.confirmFrom), days: cooling?.resumeAfterDays ?? 7 })}</p>
          <Button variant="primary" onClick={() => void confirm()} busy={busy}>{t('protection.lift.confirm')}</Button>
          {confirmError ? <p className="field-error" role="alert">{confirmError}</p> : null}
        </>
      ) : null}
      {lift?.status === 'confirmed' ? <p role="status">{t('protection.lift.confirmed', { time: when(lift.resumesAt) })}</p> : null}
      {lift?.status === 'refused' ? <p role="status">{t('protection.lift.refused', { note: lift.note ?? '' })}</p> : null}
      {open ? null : (
        <>
          <p className="form-hint">{t('protection.lift.hint', { hours: cooling?.confirmAfterHours ?? 24, days: cooling?.resumeAfterDays ?? 7 })}</p>
          <SchemaForm state={form} idPrefix="protectionLift" className="lift-form" onSubmit={() => void send()}>
            <div className="actions">
              <Button type="submit" variant="primary" busy={busy}>{t('protection.lift.submit')}</Button>
            </div>
          </SchemaForm>
        </>
      )}
    </div>
  );
}
