// Balance: click to refresh, a placeholder while refreshing, two decimals (constants.balanceDecimals).
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { refreshBalance } from '../state/auth.ts';
import { usePortal } from '../state/store.ts';

export function formatBalance(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export function BalanceText() {
  const { t } = useTranslation();
  const config = useConfig();
  const balance = usePortal((s) => s.balance);
  const loading = usePortal((s) => s.balanceLoading);
  if (loading || balance === null) return <span className="balance-placeholder">{t('header.balanceLoading')}</span>;
  return <span className="balance-value">{config.identity.currency.symbol} {formatBalance(balance, config.constants.balanceDecimals)}</span>;
}

export function BalanceButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="balance" aria-label={t('header.refreshBalance')} onClick={() => void refreshBalance()}>
      <BalanceText />
    </button>
  );
}
