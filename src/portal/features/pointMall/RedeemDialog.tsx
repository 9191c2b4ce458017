// Redeeming a product, rendered from pointRedeem's request schema with the merchant's
// forms.pointRedeem settings (forms/): the quantity is the money widget in whole units from 1 to
// the stock ("2.5", "-5" or "1e3" are refused with their rule, never read as 25, 5 or 13); a
// physical gift asks where it goes (recipient/name, /address, /phone); then the transaction
// password. The confirmation step shows what is spent and where the gift goes before any point
// moves (a merchant may switch it off). The platform checks every rule again; its refusals show
// under their field in the member's language.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { Link } from 'wouter';
import callSchema from '../../../../schemas/api/pointRedeem.json';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useConfirmStep } from '../../forms/confirm-step.ts';
import { useMoneyTools } from '../../forms/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Dialog, IconButton, showToast } from '../../ui/index.ts';
import { asPlatformError, newRequestKey, usePointsFormat } from './format.ts';
import type { Product } from './ProductList.tsx';

const RECIPIENT = ['name', 'address', 'phone'] as const;
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export function RedeemDialog({ product, points, onClose }: { product: Product; points: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const tools = useMoneyTools(0);
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    quantity: { widget: 'money', label: 'pointMall.quantity', decimals: 0, hint: t('pointMall.stock', { stock: format(product.stock) }) },
    ...(product.physical ? {
      'recipient/name': { widget: 'text', label: 'pointMall.recipientName', autoComplete: 'name', maxLength: 100 },
      'recipient/address': { widget: 'text', label: 'pointMall.recipientAddress', autoComplete: 'street-address', maxLength: 300 },
      'recipient/phone': { widget: 'text', label: 'pointMall.recipientPhone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 30 },
    } : {}),
    paymentPassword: { widget: 'password', label: 'pointMall.password' },
  }), [t, format, product.stock, product.physical]);
  const form = useSchemaForm('pointRedeem', spec, callSchema.request, { quantity: '1' });
  const { confirming, setConfirming, submitChecked } = useConfirmStep(form);
  const [busy, setBusy] = useState(false);
  const [noPassword, setNoPassword] = useState(false);
  // One key per redemption attempt: a retry after a lost answer cannot redeem twice.
  const key = useRef(newRequestKey());
  const quantity = tools.check(form.values.quantity ?? '', { minMinor: 1, maxMinor: product.stock }, 'count');
  const count = quantity.ok ? quantity.minor : 1;
  const totalPoints = product.pricePoints * count;
  const totalMoney = product.priceMoneyMinor * count;
  // The platform refuses it too (points.balance.insufficient); here the member sees it before typing a password.
  const short = points !== undefined && totalPoints > points ? totalPoints - points : 0;
  const recipient = Object.fromEntries(RECIPIENT.map((k) => [k, (form.values[`recipient/${k}`] ?? '').trim()])) as Record<(typeof RECIPIENT)[number], string>;
  const step = (by: number) => form.setValues({ ...form.values, quantity: String(Math.min(product.stock, Math.max(1, count + by))) });

  const check = (): Record<string, string> => {
    const found: Record<string, string> = { ...form.patternErrors() };
    if (!quantity.ok) found.quantity = quantity.error;
    if (product.physical) {
      for (const k of RECIPIENT) if (!recipient[k]) found[`recipient/${k}`] = t('pointMall.error.required');
      if (recipient.phone && !PHONE.test(recipient.phone)) found['recipient/phone'] = t('pointMall.error.phone');
    }
    if (!form.values.paymentPassword) found.paymentPassword = t('pointMall.error.required');
    return found;
  };

  const send = async () => {
    if (!quantity.ok) return;
    setBusy(true);
    try {
      await runCall('pointRedeem', {
        productId: product.id, quantity: quantity.minor, paymentPassword: form.values.paymentPassword ?? '', requestKey: key.current,
        ...(product.physical ? { recipient } : {}),
      });
      showToast(t('pointMall.redeemed', { name: t(product.nameKey) }), 'success');
      onClose();
    } catch (error) {
      const e = asPlatformError(error);
      if (e.errorCode === 'paymentPassword.required') setNoPassword(true);
      // A refusal moved nothing: the next submit is a new attempt.
      key.current = newRequestKey();
      // The call schema places the recipient's refusal on `recipient`; the platform says which part.
      const part = (e.value as { field?: string } | null)?.field;
      form.refused(error, (code) => (code === 'points.recipient.invalid' ? `recipient/${RECIPIENT.find((k) => k === part) ?? 'name'}` : null));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const submit = () => submitChecked(check, send);
  const total = <>{t('pointMall.pointsAmount', { points: format(totalPoints), count: totalPoints })}{totalMoney > 0 ? ` + ${money.format(totalMoney)}` : null}</>;
  return (
    <>
      <Dialog
        title={t('pointMall.redeemTitle', { name: t(product.nameKey) })}
        onClose={onClose}
        closeLabel={t('common.close')}
        footer={(
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button variant="primary" busy={busy} disabled={short > 0} onClick={submit}>{t('pointMall.confirmRedeem')}</Button>
          </>
        )}
      >
        <SchemaForm state={form} className="pm-form" onSubmit={submit} beside={{
          quantity: (
            <span className="pm-qty">
              <IconButton label={t('pointMall.less')} icon={<Minus aria-hidden="true" />} onClick={() => step(-1)} disabled={!quantity.ok || count <= 1} />
              <IconButton label={t('pointMall.more')} icon={<Plus aria-hidden="true" />} onClick={() => step(1)} disabled={!quantity.ok || count >= product.stock} />
            </span>
          ),
        }} lead={(
          <p className="pm-total" aria-live="polite">
            {t('pointMall.total')}: <strong>{total}</strong>
            {points !== undefined ? <span className="pm-muted"> · {t('pointMall.youHave', { points: format(points) })}</span> : null}
          </p>
        )}>
          {short > 0 ? <p className="pm-short" role="status">{t('pointMall.shortOf', { points: format(short), count: short })}</p> : null}
          {noPassword ? <Link href="/member?page=securityCenter" className="pm-link">{t('pointMall.setPassword')}</Link> : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </SchemaForm>
      </Dialog>
      {confirming && quantity.ok ? (
        <ConfirmStep title={t('pointMall.redeemConfirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void send()}
          rows={[
            { label: t('pointMall.quantity'), value: `${format(quantity.minor)} × ${t(product.nameKey)}` },
            { label: t('form.confirm.amount'), value: `${t('pointMall.pointsAmount', { points: format(totalPoints), count: totalPoints })}${totalMoney > 0 ? ` + ${money.format(totalMoney)}` : ''}` },
            ...(product.physical ? [{ label: t('form.confirm.recipient'), value: [recipient.name, recipient.address, recipient.phone].join(', ') }] : []),
          ]} />
      ) : null}
    </>
  );
}
