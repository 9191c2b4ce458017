// The portal of a member on a time-out or self-exclusion (GLI-19 A.3.8): a banner saying which
// break and until when, the balance, a withdrawal and the history. Nothing here launches a game,
// takes a deposit or offers a promotion; the platform refuses those calls anyway.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../app/config-context.tsx';
import { BalanceText } from '../../shell/Balance.tsx';
import { bcp47 } from '../../../shared/i18n/languages.ts';
import { formatUntil } from '../../../shared/money.ts';
import { usePortal, type MemberProtection } from '../../state/store.ts';
import { LiftRequest } from './LiftRequest.tsx';

/** The banner alone: above a page the restricted session opens (withdraw, history). */
export function RestrictedBanner({ protection, titled = true }: { protection: MemberProtection; titled?: boolean }) {
  const { t, i18n } = useTranslation();
  const digits = useConfig().identity.currency.digits;
  const untilText = formatUntil(protection.until, bcp47(i18n.language), digits);
  return (
    <div className="restricted-banner" role="status" data-testid="restricted-banner">
      {titled ? <strong>{t('protection.restricted.title')}</strong> : null}
      <p>{t(`protection.restricted.${protection.kind}`, { untilText, ...(protection.indefinite ? { context: 'indefinite' } : {}) })}</p>
      <p>{t('protection.restricted.body')}</p>
    </div>
  );
}

export function RestrictedView() {
  const { t } = useTranslation();
  const protection = usePortal((s) => s.member?.protection);
  const ref = useRef<HTMLElement>(null);
  // It replaces the page in place: signing in from far down a page would leave it out of sight.
  useEffect(() => {
    const top = ref.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) ref.current?.scrollIntoView({ block: 'start' });
  }, [protection]);
  if (!protection) return null;
  return (
    <section ref={ref} className="section restricted-view" aria-labelledby="restricted-title" data-testid="restricted-view">
      <h1 id="restricted-title">{t('protection.restricted.title')}</h1>
      <RestrictedBanner protection={protection} titled={false} />
      <div className="restricted-balance">
        <span>{t('protection.restricted.balance')}</span>
        <strong><BalanceText /></strong>
      </div>
      <div className="restricted-actions">
        <Link className="btn btn-primary" href="/member?page=withdraw">{t('protection.restricted.withdraw')}</Link>
        <Link className="btn" href="/member?page=transactionHistory">{t('protection.restricted.history')}</Link>
      </div>
      {protection.kind === 'selfExclusion' ? <LiftRequest /> : null}
    </section>
  );
}
