// Redeeming a product: quantity from 1 to the stock, the total in points (and money), where a
// physical gift goes (name, address, phone) and the transaction password. The platform checks
// every rule again; its errors show next to their field in the member's language.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Dialog, IconButton, Input, showToast } from '../../ui/index.ts';
import { asPlatformError, newRequestKey, usePointsFormat } from './format.ts';
import type { Product } from './ProductList.tsx';

type Field = 'quantity' | 'name' | 'address' | 'phone' | 'password' | 'form';
type Errors = Partial<Record<Field, string>>;

function fieldOf(code: string, value: unknown): Field {
  if (code === 'points.quantity.invalid' || code === 'points.stock.insufficient') return 'quantity';
  if (code === 'points.recipient.invalid') {
    const field = (value as { field?: string } | null)?.field;
    return field === 'name' || field === 'address' || field === 'phone' ? field : 'name';
  }
  if (code.startsWith('paymentPassword.') && code !== 'paymentPassword.required') return 'password';
  return 'form';
}

export function RedeemDialog({ product, points, onClose }: { product: Product; points: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const [quantity, setQuantity] = useState('1');
  const [recipient, setRecipient] = useState({ name: '', address: '', phone: '' });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [noPassword, setNoPassword] = useState(false);
  // One key per redemption attempt: a retry after a lost answer cannot redeem twice.
  const key = useRef(newRequestKey());
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1 && count <= product.stock;
  const totalPoints = valid ? product.pricePoints * count : product.pricePoints;
  const totalMoney = valid ? product.priceMoneyMinor * count : product.priceMoneyMinor;
  // The platform refuses it too (points.balance.insufficient); here the member sees it before typing a password.
  const short = points !== undefined && totalPoints > points ? totalPoints - points : 0;
  const setQty = (n: number) => { setQuantity(String(Math.min(product.stock, Math.max(1, n)))); setErrors((e) => ({ ...e, quantity: undefined })); };

  const submit = async () => {
    const found: Errors = {};
    if (!valid) found.quantity = t('pointMall.error.quantity', { stock: format(product.stock) });
    if (product.physical) {
      if (!recipient.name.trim()) found.name = t('pointMall.error.required');
      if (!recipient.address.trim()) found.address = t('pointMall.error.required');
      if (!/^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(recipient.phone.trim())) found.phone = t('pointMall.error.phone');
    }
    if (!password) found.password = t('pointMall.error.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await runCall('pointRedeem', {
        productId: product.id, quantity: count, paymentPassword: password, requestKey: key.current,
        ...(product.physical ? { recipient: { name: recipient.name.trim(), address: recipient.address.trim(), phone: recipient.phone.trim() } } : {}),
      });
      showToast(t('pointMall.redeemed', { name: t(product.nameKey) }), 'success');
      onClose();
    } catch (error) {
      const e = asPlatformError(error);
      if (e.errorCode === 'paymentPassword.required') setNoPassword(true);
      // A refusal moved nothing: the next submit is a new attempt.
      key.current = newRequestKey();
      setErrors({ [fieldOf(e.errorCode, e.value)]: errorText(t, e) });
    } finally {
      setBusy(false);
    }
  };

  const edit = (k: 'name' | 'address' | 'phone') => (e: { target: { value: string } }) => { setRecipient((r) => ({ ...r, [k]: e.target.value })); setErrors((x) => ({ ...x, [k]: undefined })); };
  return (
    <Dialog
      title={t('pointMall.redeemTitle', { name: t(product.nameKey) })}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={(
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" busy={busy} disabled={short > 0} onClick={() => void submit()}>{t('pointMall.confirmRedeem')}</Button>
        </>
      )}
    >
      <form className="pm-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <div className="pm-qty">
          <IconButton label={t('pointMall.less')} icon={<Minus aria-hidden="true" />} onClick={() => setQty(count - 1)} disabled={!valid || count <= 1} />
          <Input
            label={t('pointMall.quantity')} inputMode="numeric" value={quantity} error={errors.quantity}
            hint={t('pointMall.stock', { stock: format(product.stock) })}
            onChange={(e) => { setQuantity(e.target.value.replace(/[^0-9]/g, '')); setErrors((x) => ({ ...x, quantity: undefined })); }}
          />
          <IconButton label={t('pointMall.more')} icon={<Plus aria-hidden="true" />} onClick={() => setQty(count + 1)} disabled={!valid || count >= product.stock} />
        </div>
        <p className="pm-total" aria-live="polite">
          {t('pointMall.total')}: <strong>{t('pointMall.pointsAmount', { points: format(totalPoints), count: totalPoints })}</strong>
          {totalMoney > 0 ? <> + <strong>{money.format(totalMoney)}</strong></> : null}
          {points !== undefined ? <span className="pm-muted"> · {t('pointMall.youHave', { points: format(points) })}</span> : null}
        </p>
        {short > 0 ? <p className="pm-short" role="status">{t('pointMall.shortOf', { points: format(short), count: short })}</p> : null}
        {product.physical ? (
          <fieldset className="pm-recipient">
            <legend>{t('pointMall.recipient')}</legend>
            <Input label={t('pointMall.recipientName')} autoComplete="name" value={recipient.name} onChange={edit('name')} error={errors.name} maxLength={100} />
            <Input label={t('pointMall.recipientAddress')} autoComplete="street-address" value={recipient.address} onChange={edit('address')} error={errors.address} maxLength={300} />
            <Input label={t('pointMall.recipientPhone')} type="tel" autoComplete="tel" value={recipient.phone} onChange={edit('phone')} error={errors.phone} maxLength={30} />
          </fieldset>
        ) : null}
        <Input
          label={t('pointMall.password')} type="password" autoComplete="off" value={password} error={errors.password} maxLength={64}
          onChange={(e) => { setPassword(e.target.value); setErrors((x) => ({ ...x, password: undefined })); }}
        />
        {errors.form ? <p className="ui-error" role="alert">{errors.form}</p> : null}
        {noPassword ? <Link href="/member?page=securityCenter" className="pm-link">{t('pointMall.setPassword')}</Link> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
