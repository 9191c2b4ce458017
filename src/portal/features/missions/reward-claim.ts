// The reward centre's claims (sign-in, newbie, rescue fund). The platform decides
// again (the day, the streak, once only, the code's limit); the member reads the outcome as a
// toast in their language, and the query layer refreshes the balance and the rewards (the call schema's invalidates).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { showToast } from '../../ui/index.ts';

export type ClaimKind = 'signIn' | 'newbie' | 'rescueFund';

export function useRewardClaim(): { busy: ClaimKind | null; claim(kind: ClaimKind): Promise<void> } {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState<ClaimKind | null>(null);
  const claim = async (kind: ClaimKind) => {
    setBusy(kind);
    try {
      const paid = await runCall('rewardClaim', { kind });
      const amount = money.format(paid.amountMinor);
      showToast(paid.streak !== null ? t('rewards.signIn.toast', { day: paid.streak, amount }) : t('rewards.claimedToast', { amount }), 'success');
    } catch (e) {
      showToast(errorText(t, e instanceof PlatformError ? e : null), 'danger');
    } finally {
      setBusy(null);
    }
  };
  return { busy, claim };
}
