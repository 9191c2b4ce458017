// Balance: click to refresh, a placeholder while refreshing, written by the one money formatter
// (the merchant's currency decimals and number format).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../app/money.ts';
import { refreshBalance, useBalance } from '../features/session/index.ts';

export function BalanceText() {
  const { t } = useTranslation();
  const money = useMoney();
  const { balance, refreshing: loading } = useBalance();
  const minor = balance === null ? null : money.balanceMinor(balance);
  if (loading || minor === null) return <span className="balance-placeholder">{t('header.balanceLoading')}</span>;
  return <span className="balance-value">{money.format(minor)}</span>;
}

/**
 * The name is "Balance, click to refresh" followed by the amount shown: a name that leaves out the
 * visible text fails WCAG 2.5.3 (a voice user says what they see). The label part is a hidden
 * element the button names itself by, so the button's own text stays the amount alone.
 */
export function BalanceButton() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <span id={`${id}-label`} hidden>{t('header.refreshBalance')}</span>
      <button type="button" className="balance" aria-labelledby={`${id}-label ${id}-value`} onClick={() => void refreshBalance()}>
        <span id={`${id}-value`}><BalanceText /></span>
      </button>
    </>
  );
}
