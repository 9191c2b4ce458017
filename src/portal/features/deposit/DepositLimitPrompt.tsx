// The prompt to set a deposit limit at a member's first deposit (UKGC RTS 12, GLI-19 A.3.7): shown
// above the deposit form while the member has no deposit limit and no deposit yet, until they set
// a limit or say "Not now" (remembered on this device for the account, so it asks once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { usePortal } from '../../state/store.ts';
import { Button } from '../../ui/index.ts';

const dismissedKey = (account: string) => `depositLimitPrompt:${account}`;

function dismissedBefore(account: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(account)) !== null;
  } catch {
    return false;
  }
}

export function DepositLimitPrompt() {
  const { t } = useTranslation();
  const account = usePortal((s) => s.member?.account ?? null);
  const limits = useCall('depositLimits');
  const deposits = useCall('depositList');
  const [dismissed, setDismissed] = useState(() => account === null || dismissedBefore(account));
  if (dismissed || account === null || !limits.data || !deposits.data) return null;
  if (limits.data.limits.some((l) => l.limitMinor !== null || l.pendingFrom !== null) || deposits.data.items.length > 0) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(account), String(Date.now()));
    } catch {
      // Private mode: the prompt comes back next visit, which errs on the side of protection.
    }
    setDismissed(true);
  };
  return (
    <aside className="deposit-limit-prompt" aria-labelledby="deposit-limit-prompt-text">
      <p id="deposit-limit-prompt-text">{t('depositLimits.prompt')}</p>
      <div className="actions">
        <Button variant="primary" size="small" onClick={() => document.querySelector<HTMLInputElement>('.deposit-limits input')?.focus()}>{t('depositLimits.promptSet')}</Button>
        <Button variant="ghost" size="small" onClick={dismiss}>{t('depositLimits.promptLater')}</Button>
      </div>
    </aside>
  );
}
