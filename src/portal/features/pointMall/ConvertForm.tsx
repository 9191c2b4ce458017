// Buying points with money from the wallet at the merchant's price (at least one point), rendered
// from pointConvert's request schema (forms/). The points field is the money widget in whole
// points: "2.5", "-5" or "1e3" are refused with their rule, never read as 25, 5 or 13. The cost
// shows as the member types and again in the confirmation before the wallet is charged; the
// platform charges the same.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/pointConvert.json';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useMoneyTools } from '../../forms/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';
import { newRequestKey, usePointsFormat } from './format.ts';
import { useConfirmStep } from '../../forms/confirm-step.ts';


export function ConvertForm({ moneyPerPointMinor, maxPoints }: { moneyPerPointMinor: number; maxPoints: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const tools = useMoneyTools(0);
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    points: { widget: 'money', label: 'pointMall.convertPoints', decimals: 0, hint: t('pointMall.convertRange', { max: format(maxPoints) }) },
    paymentPassword: { widget: 'password', label: 'pointMall.password' },
  }), [t, format, maxPoints]);
  const form = useSchemaForm('pointConvert', spec, callSchema.request, {});
  const [busy, setBusy] = useState(false);
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const key = useRef(newRequestKey());
  const points = tools.check(form.values.points ?? '', { minMinor: 1, maxMinor: maxPoints }, 'points');

  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (!points.ok) found.points = points.error;
    if (!form.values.paymentPassword) found.paymentPassword = t('pointMall.error.required');
    return found;
  };

  const send = async () => {
    if (!points.ok) return;
    setBusy(true);
    try {
      const done = await runCall('pointConvert', { points: points.minor, paymentPassword: form.values.paymentPassword ?? '', requestKey: key.current });
      showToast(t('pointMall.converted', { points: format(done.added), count: done.added, cost: money.format(done.costMinor) }), 'success');
      form.setValues({ ...form.values, points: '', paymentPassword: '' });
    } catch (error) {
      form.refused(error);
    } finally {
      key.current = newRequestKey();
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = () => submitChecked(check, send);

  return (
    <div className="pm-form pm-convert">
      <h3 id="pm-convert-title">{t('pointMall.convertTitle')}</h3>
      <p className="pm-muted">{t('pointMall.convertRate', { price: money.format(moneyPerPointMinor) })}</p>
      <SchemaForm state={form} className="pm-convert-form" onSubmit={submit}>
        <p className="pm-muted" data-testid="convert-cost" aria-live="polite">{points.ok ? t('pointMall.convertCost', { cost: money.format(points.minor * moneyPerPointMinor) }) : null}</p>
        <Button type="submit" variant="primary" busy={busy}>{t('pointMall.convert')}</Button>
      </SchemaForm>
      {confirming && points.ok ? (
        <ConfirmStep title={t('pointMall.convertConfirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={[
            { label: t('form.confirm.amount'), value: money.format(points.minor * moneyPerPointMinor) },
            { label: t('form.confirm.fee'), value: money.format(0) },
            { label: t('form.confirm.receive'), value: t('pointMall.pointsAmount', { points: format(points.minor), count: points.minor }) },
            { label: t('form.confirm.account'), value: t('pointMall.convertFromWallet') },
          ]} />
      ) : null}
    </div>
  );
}
