// The referral page's blocks, one chunk: the member's own invite link (QR code, copy), how many
// friends registered through it, how many deposited and what they earned the member, the
// merchant's referral rules, then the friends themselves a page at a time. Each block reads the
// one `referral` answer; the platform makes the code once and keeps it, so a link already shared
// keeps counting, and it pays what friends reached before it answers.
import './referral.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, QrCode, showToast } from '../../ui/index.ts';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { Friends } from './Friends.tsx';

type Referral = CallResponse<'referral'>;
type Settings = { block?: { [setting: string]: unknown } };

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

/** `children` with the referral answer; until then a loading line, or its error (`quiet`: nothing, the invite block says it). */
function WithReferral({ quiet = false, children }: { quiet?: boolean; children: (referral: Referral) => ReactNode }) {
  const { t } = useTranslation();
  const referral = useCall('referral');
  if (referral.isError) return quiet ? null : <p className="field-error" role="alert">{errorText(t, referral.error instanceof PlatformError ? referral.error : null)}</p>;
  if (!referral.data) return quiet ? null : <p role="status">{t('common.loading')}</p>;
  return <div className="referral-part">{children(referral.data)}</div>;
}

/** The invite link with its QR code (`qrCode: false` leaves the code out) and Copy. */
export function ReferralInvite({ block }: Settings) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <WithReferral>
      {({ code }) => {
        const url = inviteUrl(code);
        const onCopy = async () => {
          const done = await copy(url);
          setCopied(done);
          showToast(t(done ? 'referral.copied' : 'referral.copyFailed'), done ? 'success' : 'danger');
        };
        return (
          <Card title={t('referral.title')} className="referral-invite">
            <div className="referral-invite-body">
              {block?.qrCode === false ? null : <QrCode text={url} size={168} label={t('referral.qrLabel')} />}
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
      }}
    </WithReferral>
  );
}

export const REFERRAL_COUNTS = ['friends', 'deposited', 'earned'] as const;
type Count = (typeof REFERRAL_COUNTS)[number];
const isCount = (value: unknown): value is Count => (REFERRAL_COUNTS as readonly unknown[]).includes(value);
const COUNT_LABEL: Record<Count, string> = { friends: 'referral.friendsCount', deposited: 'referral.depositedCount', earned: 'referral.earnedTotal' };

/** The friends registered, those who deposited and what they earned the member (`counts` picks and orders them). */
export function ReferralStats({ block }: Settings) {
  const { t } = useTranslation();
  const money = useMoney();
  const counts = Array.isArray(block?.counts) ? block.counts.filter(isCount) : REFERRAL_COUNTS;
  return (
    <WithReferral quiet>
      {(referral) => {
        const value: Record<Count, ReactNode> = { friends: referral.friends, deposited: referral.deposited, earned: money.format(referral.earnedMinor) };
        return counts.length ? (
          <dl className="referral-counts">
            {counts.map((count) => <div key={count}><dt>{t(COUNT_LABEL[count])}</dt><dd>{value[count]}</dd></div>)}
          </dl>
        ) : null;
      }}
    </WithReferral>
  );
}

/** The merchant's referral rules; nothing when it has none. */
export function ReferralRules() {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <WithReferral quiet>
      {({ rules }) => (rules.length ? (
        <Card title={t('referral.rules')} className="referral-rules">
          <ul>
            {rules.map((r) => <li key={r.id}>{t(`referral.rule.${r.kind}`, { threshold: money.format(r.thresholdMinor), bonus: money.format(r.bonusMinor) })}</li>)}
          </ul>
          <p className="referral-rules-note">{t('referral.rule.once')}</p>
        </Card>
      ) : null)}
    </WithReferral>
  );
}

/** The friends, each against the rules. */
export function ReferralFriends() {
  return <WithReferral quiet>{({ rules }) => <Friends rules={rules} />}</WithReferral>;
}
