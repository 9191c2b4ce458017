// Promo code entry: the member types a code from the operator's messages; the platform checks it
// (any case, its days, once per member, its limit). A refusal shows next to the field.
import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../ui/index.ts';
import { usePromoCode } from './reward-claim.ts';

export function PromoCodeCard() {
  const { t } = useTranslation();
  const { busy, redeem } = usePromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const refused = await redeem(code.trim());
    setError(refused);
    if (!refused) setCode('');
  };
  return (
    <section className="rc-card rc-promo" aria-labelledby="rc-promo-title">
      <h2 id="rc-promo-title" className="rc-title"><Ticket size={20} aria-hidden="true" /> {t('rewards.promo.title')}</h2>
      <form className="rc-promo-form" onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label={t('rewards.promo.label')} hint={t('rewards.promo.hint')} error={error ?? undefined} value={code} maxLength={20}
          autoComplete="off" autoCapitalize="characters" spellCheck={false}
          onChange={(e) => { setCode(e.target.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()); setError(null); }}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!code.trim()}>{t('rewards.promo.submit')}</Button>
      </form>
    </section>
  );
}
