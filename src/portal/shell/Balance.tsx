// Balance: click to refresh, a placeholder while refreshing, written by the one money formatter
// (the merchant's currency decimals and number format).
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

export function BalanceButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="balance" aria-label={t('header.refreshBalance')} onClick={() => void refreshBalance()}>
      <BalanceText />
    </button>
  );
}
