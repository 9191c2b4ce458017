// Live notifications while a real member is signed in: each event raised for them (deposit
// credited or failed, withdrawal approved or rejected, promotion and agent income decided) shows as a toast in the member's current
// language within the stream's delay, the header's unread count takes the stream's figure, and
// what the event changed (balance, inbox) is fetched again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { setState, TRIAL_TYPE, usePortal } from '../../state/store.ts';
import { useMoney } from '../../app/money.ts';
import { refetchCall } from '../../api/query.ts';
import { followNotifications, type StreamFrame } from './live.ts';
import { eventText } from './event-text.ts';
import { memberPageHref } from '../../../shared/pages/wire-names.ts';
import { leaveWhenRead } from '../../ui/toast-timing.ts';

type Notification = NonNullable<StreamFrame['notification']>;
const TOAST_MS = 8000;
/** Events that move money: the balance is fetched again when one arrives. */
const MOVES_BALANCE = new Set(['deposit.credited', 'withdrawal.rejected', 'withdrawal.refunded', 'promotion.issued', 'settlement.disbursed', 'redemption.rejected', 'referral.credited']);
/** Events about a promotion application: the promotions list and the member's applications are fetched again. */
const PROMOTION_EVENTS = new Set(['promotion.issued', 'promotion.rejected']);
/** An agent's settlement paid or rejected: My income is fetched again. */
const SETTLEMENT_EVENTS = new Set(['settlement.disbursed', 'settlement.rejected']);
/** A redemption decision: the redeem history shows its new state (a rejection also returns the points). */
const REDEMPTION_EVENTS = new Set(['redemption.approved', 'redemption.rejected']);

export function NotificationToasts() {
  const { t } = useTranslation();
  const money = useMoney();
  const [, navigate] = useLocation();
  const account = usePortal((s) => (s.member && s.member.type !== TRIAL_TYPE ? s.member.account : null));
  const [toasts, setToasts] = useState<Notification[]>([]);

  // A subscription, not a fetch: the stream lives as long as the signed-in real account.
  useEffect(() => {
    if (!account) return undefined;
    const leaving = new Set<() => void>();
    const stop = followNotifications((frame) => {
      setState({ unread: frame.unread });
      const notification = frame.notification;
      if (frame.kind !== 'notification' || !notification) return;
      setToasts((list) => [...list.filter((n) => n.id !== notification.id), notification].slice(-3));
      const cancel = leaveWhenRead(() => {
        leaving.delete(cancel);
        setToasts((list) => list.filter((n) => n.id !== notification.id));
      }, TOAST_MS);
      leaving.add(cancel);
      if (MOVES_BALANCE.has(notification.event)) void refetchCall('balance');
      if (PROMOTION_EVENTS.has(notification.event)) {
        void refetchCall('promotions');
        void refetchCall('promotionApplications');
      }
      if (SETTLEMENT_EVENTS.has(notification.event)) void refetchCall('agentIncome');
      if (REDEMPTION_EVENTS.has(notification.event)) {
        void refetchCall('pointRedemptions');
        void refetchCall('pointBalance');
        void refetchCall('pointDetails');
      }
      if (notification.event === 'feedback.replied') void refetchCall('feedbackList');
      if (notification.event === 'referral.credited') {
        void refetchCall('referral');
        void refetchCall('referralFriends');
      }
      void refetchCall('messageList');
    }, () => undefined);
    return () => {
      stop();
      for (const cancel of leaving) cancel();
      setToasts([]);
    };
  }, [account]);

  if (toasts.length === 0) return null;
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((n) => {
        const text = eventText(t, money, n);
        return (
          <div key={n.id} className={`toast toast-${n.event.replace('.', '-')}`}>
            <button type="button" className="toast-body" onClick={() => navigate(memberPageHref('messages'))}>
              <strong>{text.title}</strong>
              <span>{text.content}</span>
            </button>
            <button type="button" className="toast-close" aria-label={t('common.close')} onClick={() => setToasts((list) => list.filter((x) => x.id !== n.id))}>×</button>
          </div>
        );
      })}
    </div>
  );
}
