// What a member can do on an open promotion: apply (a dialog with a comment and images), join,
// or draw in its raffle; and what came of it (the bonus, the prize, a rejection's reason). A guest
// is asked to log in and a trial account told it needs a real one (app/access.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { useGuarded } from '../../app/access.ts';
import { useMoney } from '../../app/money.ts';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, showToast } from '../../ui/index.ts';
import { ApplyDialog } from './ApplyDialog.tsx';
import type { PromotionItem } from './status.ts';

export function PromotionAction({ promotion: p }: { promotion: PromotionItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const guarded = useGuarded();
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = p.mine;

  const act = async (call: 'promotionJoin' | 'promotionRaffleClaim') => {
    setBusy(true);
    setError(null);
    try {
      const done = await runCall(call, { promotionId: p.id });
      showToast(call === 'promotionJoin' ? t('promotion.joinedToast') : t('promotion.wonToast', { amount: money.format(done.bonusMinor ?? 0) }), 'success');
    } catch (e) {
      setError(errorText(t, e instanceof PlatformError ? e : null));
    } finally {
      setBusy(false);
    }
  };

  const outcome = mine?.bonusMinor != null && (mine.status === 'issued' || mine.status === 'claimed')
    ? <p className="promo-outcome">{t(mine.status === 'issued' ? 'promotion.bonus' : 'promotion.prize', { amount: money.format(mine.bonusMinor) })}</p>
    : mine?.status === 'rejected' && mine.reason ? <p className="promo-outcome">{t('promotion.reason', { reason: mine.reason })}</p> : null;

  let action = null;
  if (p.period === 'open') {
    if (p.raffle && !mine) action = <Button variant="primary" busy={busy} onClick={() => guarded('realAccount', () => void act('promotionRaffleClaim'))}>{t('promotion.draw')}</Button>;
    else if (!p.raffle && p.claim === 'join' && !mine) action = <Button variant="primary" busy={busy} onClick={() => guarded('realAccount', () => void act('promotionJoin'))}>{t('promotion.join')}</Button>;
    else if (!p.raffle && p.claim === 'apply' && (!mine || mine.status === 'rejected')) {
      action = <Button variant="primary" onClick={() => guarded('realAccount', () => setApplying(true))}>{t(mine ? 'promotion.applyAgain' : 'promotion.apply')}</Button>;
    }
  }
  return (
    <>
      {outcome}
      {action ? <div className="promo-action">{action}</div> : null}
      {error ? <p className="ui-error promo-error" role="alert">{error}</p> : null}
      {applying ? <ApplyDialog promotion={p} onClose={() => setApplying(false)} /> : null}
    </>
  );
}
