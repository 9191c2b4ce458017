// The mission claim both pages use. The platform decides again (target, period, once only); the
// member reads the outcome as a toast in their language, and the query layer refreshes the
// balance, the missions and the rewards (the call schema's invalidates).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { showToast } from '../../ui/index.ts';

export function useMissionClaim(): { busy: string | null; claim(missionId: string): Promise<void> } {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState<string | null>(null);
  const claim = async (missionId: string) => {
    setBusy(missionId);
    try {
      const paid = await runCall('missionClaim', { missionId });
      // A points prize goes to the points balance, not the wallet.
      showToast(paid.prizeKind === 'points' ? t('missions.pointsToast', { points: paid.amountMinor, count: paid.amountMinor }) : t('missions.claimedToast', { amount: money.format(paid.amountMinor) }), 'success');
    } catch (e) {
      showToast(errorText(t, e instanceof PlatformError ? e : null), 'danger');
    } finally {
      setBusy(null);
    }
  };
  return { busy, claim };
}
