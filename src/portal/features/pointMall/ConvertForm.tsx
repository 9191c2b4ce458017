// Buying points with money from the wallet at the merchant's price (at least one point), with the
// transaction password. The cost is shown before the member confirms; the platform charges the same.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Input, showToast } from '../../ui/index.ts';
import { asPlatformError, newRequestKey, usePointsFormat } from './format.ts';

type Field = 'points' | 'password' | 'form';

export function ConvertForm({ moneyPerPointMinor, maxPoints }: { moneyPerPointMinor: number; maxPoints: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newRequestKey());
  const points = Number(amount);
  const valid = amount !== '' && Number.isInteger(points) && points >= 1 && points <= maxPoints;

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!valid) found.points = t('errorCode.points.convert.invalid', { min: 1, max: format(maxPoints) });
    if (!password) found.password = t('pointMall.error.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const done = await runCall('pointConvert', { points, paymentPassword: password, requestKey: key.current });
      showToast(t('pointMall.converted', { points: format(done.added), count: done.added, cost: money.format(done.costMinor) }), 'success');
      setAmount('');
      setPassword('');
    } catch (error) {
      const e = asPlatformError(error);
      const field: Field = e.errorCode === 'points.convert.invalid' || e.errorCode === 'balance.insufficient' ? 'points'
        : e.errorCode.startsWith('paymentPassword.') && e.errorCode !== 'paymentPassword.required' ? 'password' : 'form';
      setErrors({ [field]: errorText(t, e) });
    } finally {
      key.current = newRequestKey();
      setBusy(false);
    }
  };

  return (
    <form className="pm-form pm-convert" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate aria-labelledby="pm-convert-title">
      <h3 id="pm-convert-title">{t('pointMall.convertTitle')}</h3>
      <p className="pm-muted">{t('pointMall.convertRate', { price: money.format(moneyPerPointMinor) })}</p>
      <Input
        label={t('pointMall.convertPoints')} inputMode="numeric" value={amount} error={errors.points}
        hint={valid ? t('pointMall.convertCost', { cost: money.format(points * moneyPerPointMinor) }) : t('pointMall.convertRange', { max: format(maxPoints) })}
        onChange={(e) => { setAmount(e.target.value.replace(/[^0-9]/g, '')); setErrors((x) => ({ ...x, points: undefined })); }}
      />
      <Input
        label={t('pointMall.password')} type="password" autoComplete="off" value={password} error={errors.password} maxLength={64}
        onChange={(e) => { setPassword(e.target.value); setErrors((x) => ({ ...x, password: undefined })); }}
      />
      {errors.form ? <p className="ui-error" role="alert">{errors.form}</p> : null}
      <Button type="submit" variant="primary" busy={busy}>{t('pointMall.convert')}</Button>
    </form>
  );
}
