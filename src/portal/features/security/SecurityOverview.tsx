// The security score and its items (login password, transaction password, mobile, email, payout
// accounts, two-factor): what is set up, and each item's action. Mobile, email and two-factor open
// their form under the item; the transaction password and payout accounts are the cards below.
import './security.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Landmark, LockKeyhole, Mail, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { refetchCall, useCall } from '../../api/query.ts';
import { openModal } from '../../state/store.ts';
import { Badge, Button, Card, Skeleton } from '../../ui/index.ts';
import type { SecurityOverviewResponse } from '../../../generated/api/securityOverview.ts';
import { ContactForm } from './ContactForm.tsx';
import { TwoFactor } from './TwoFactor.tsx';

type Item = SecurityOverviewResponse['items'][number];
type Key = Item['key'];

const ICONS: Record<Key, LucideIcon> = {
  loginPassword: KeyRound, paymentPassword: LockKeyhole, mobile: Smartphone, email: Mail, payoutAccounts: Landmark, twoFactor: ShieldCheck,
};
/** The withdrawal feature's cards on the same page (ids set by the member centre's page). */
const CARD_OF: Partial<Record<Key, string>> = { paymentPassword: 'security-payment-password', payoutAccounts: 'security-payout-accounts' };

function actionLabel(item: Item): string {
  switch (item.key) {
    case 'loginPassword': return 'security.action.change';
    case 'twoFactor': return item.done ? 'security.action.turnOff' : 'security.action.turnOn';
    case 'payoutAccounts': return item.done ? 'security.action.manage' : 'security.action.add';
    case 'mobile':
    case 'email': return item.done ? 'security.action.change' : 'security.action.bind';
    default: return item.done ? 'security.action.change' : 'security.action.setUp';
  }
}

function Score({ score, done, total }: { score: number; done: number; total: number }) {
  const { t } = useTranslation();
  const level = score >= 80 ? 'high' : score >= 50 ? 'medium' : 'low';
  return (
    <div className={`security-score security-score-${level}`}>
      <div className="security-score-ring" style={{ ['--score' as string]: `${score}` }} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-label={t('security.score.title')}>
        <span className="security-score-value">{score}</span>
      </div>
      <div>
        <p className="security-score-summary">{t('security.score.summary', { done, total })}</p>
        <p className="form-hint">{t(`security.score.${level}`)}</p>
      </div>
    </div>
  );
}

export function SecurityOverview() {
  const { t } = useTranslation();
  const overview = useCall('securityOverview');
  const [open, setOpen] = useState<Key | null>(null);
  if (!overview.data) return <Card title={t('security.score.title')}><Skeleton height="6rem" label={t('common.loading')} /></Card>;
  const { score, items, twoFactor } = overview.data;
  const finish = () => { setOpen(null); void refetchCall('securityOverview'); };
  const act = (item: Item) => {
    if (item.key === 'loginPassword') { openModal('changePass', 'user'); return; }
    const card = CARD_OF[item.key];
    if (card) { document.getElementById(card)?.scrollIntoView({ behavior: 'smooth', block: 'start' }); return; }
    setOpen((current) => (current === item.key ? null : item.key));
  };
  const detail = (item: Item): string | null => {
    if (item.key === 'payoutAccounts') return t('security.payoutCount', { count: Number(item.detail ?? 0) });
    if (item.key === 'twoFactor' && item.done) return t('security.twoFactor.recoveryLeft', { count: twoFactor.recoveryCodesLeft });
    return item.detail;
  };
  return (
    <Card title={t('security.score.title')} className="security-overview">
      <Score score={score} done={items.filter((i) => i.done).length} total={items.length} />
      <ul className="security-items">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const expanded = open === item.key;
          const panelId = `security-panel-${item.key}`;
          return (
            <li key={item.key} className="security-item" data-item={item.key}>
              <div className="security-item-row">
                <span className={`security-item-icon${item.done ? ' is-done' : ''}`} aria-hidden="true"><Icon size={22} /></span>
                <div className="security-item-text">
                  <h3>{t(`security.item.${item.key}`)}</h3>
                  <p>
                    <Badge tone={item.done ? 'success' : 'warning'}>{t(item.done ? 'security.status.done' : 'security.status.missing')}</Badge>
                    {detail(item) ? <span className="security-item-detail">{detail(item)}</span> : null}
                  </p>
                </div>
                <Button size="small" variant={item.done ? 'secondary' : 'primary'} onClick={() => act(item)}
                  aria-expanded={CARD_OF[item.key] || item.key === 'loginPassword' ? undefined : expanded} aria-controls={expanded ? panelId : undefined}>
                  {t(expanded ? 'security.action.close' : actionLabel(item))}
                </Button>
              </div>
              {expanded ? (
                <div className="security-item-panel" id={panelId}>
                  {item.key === 'mobile' || item.key === 'email' ? <ContactForm channel={item.key} onDone={finish} /> : null}
                  {item.key === 'twoFactor' ? <TwoFactor enabled={twoFactor.enabled} onDone={finish} /> : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export default SecurityOverview;
