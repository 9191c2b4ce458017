// Promo code entry: the member types a code from the operator's messages; the platform checks it
// (any case, its days, once per member, its limit). The field renders from promoCodeRedeem's
// request schema with the merchant's forms.promoCodeRedeem settings; a refusal shows next to it.
import { Ticket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/promoCodeRedeem.json';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';


export function PromoCodeCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({ code: { widget: 'text', label: 'rewards.promo.label', hint: t('rewards.promo.hint'), maxLength: 20, code: true } }), [t]);
  const form = useSchemaForm('promoCodeRedeem', spec, callSchema.request, {});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const code = (form.values.code ?? '').trim();
    if (!form.checkPatterns(code ? {} : { code: t('pattern.required') })) return;
    setBusy(true);
    try {
      const paid = await runCall('promoCodeRedeem', { code });
      showToast(t('rewards.promo.toast', { code: paid.code, amount: money.format(paid.amountMinor) }), 'success');
      form.setValues({ ...form.values, code: '' });
    } catch (error) {
      form.refused(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rc-card rc-promo" aria-labelledby="rc-promo-title">
      <h2 id="rc-promo-title" className="rc-title"><Ticket size={20} aria-hidden="true" /> {t('rewards.promo.title')}</h2>
      <SchemaForm state={form} className="rc-promo-form" onSubmit={() => void submit()}>
        <Button type="submit" variant="primary" busy={busy}>{t('rewards.promo.submit')}</Button>
      </SchemaForm>
    </section>
  );
}
