// The referral page: the member's own invite link (QR code, copy), how many friends registered
// through it, how many deposited and what they earned the member, the merchant's referral rules,
// then the friends themselves a page at a time. The platform makes the code once and keeps it, so
// a link already shared keeps counting; it pays what friends reached before it answers.
import './referral.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, QrCode, showToast } from '../../ui/index.ts';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { Friends } from './Friends.tsx';

/** The register page with the code: the form sends it as referrerCode (registration actors). */
export const inviteUrl = (code: string): string => `${window.location.origin}/register?r=${code}`;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard (http, or denied): the link stays on screen to copy by hand
  }
}

export function ReferralPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const referral = useCall('referral');
  if (referral.isError) return <p className="field-error" role="alert">{errorText(t, referral.error instanceof PlatformError ? referral.error : null)}</p>;
  if (!referral.data) return <p role="status">{t('common.loading')}</p>;
  const { code, friends, deposited, earnedMinor, rules } = referral.data;
  return (
    <div className="referral-page">
      <InviteCard url={inviteUrl(code)} code={code} />
      <dl className="referral-counts">
        <div><dt>{t('referral.friendsCount')}</dt><dd>{friends}</dd></div>
        <div><dt>{t('referral.depositedCount')}</dt><dd>{deposited}</dd></div>
        <div><dt>{t('referral.earnedTotal')}</dt><dd>{money.format(earnedMinor)}</dd></div>
      </dl>
      {rules.length ? <Rules rules={rules} /> : null}
      <Friends rules={rules} />
    </div>
  );
}

function InviteCard({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const onCopy = async () => {
    const done = await copy(url);
    setCopied(done);
    showToast(t(done ? 'referral.copied' : 'referral.copyFailed'), done ? 'success' : 'danger');
  };
  return (
    <Card title={t('referral.title')} className="referral-invite">
      <div className="referral-invite-body">
        <QrCode text={url} size={168} label={t('referral.qrLabel')} />
        <div className="referral-invite-text">
          <p className="referral-intro">{t('referral.intro')}</p>
          <label className="referral-link-label" htmlFor="referral-link">{t('referral.link')}</label>
          <output id="referral-link" className="referral-link">{url}</output>
          <p className="referral-code">{t('referral.code', { code })}</p>
          <Button variant="primary" onClick={() => void onCopy()}>{t(copied ? 'referral.copiedButton' : 'referral.copy')}</Button>
        </div>
      </div>
    </Card>
  );
}

type Rule = CallResponse<'referral'>['rules'][number];

function Rules({ rules }: { rules: Rule[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Card title={t('referral.rules')} className="referral-rules">
      <ul>
        {rules.map((r) => <li key={r.id}>{t(`referral.rule.${r.kind}`, { threshold: money.format(r.thresholdMinor), bonus: money.format(r.bonusMinor) })}</li>)}
      </ul>
      <p className="referral-rules-note">{t('referral.rule.once')}</p>
    </Card>
  );
}

export default ReferralPage;
