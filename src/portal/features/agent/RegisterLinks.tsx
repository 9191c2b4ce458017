// Invite links (downline management): the agent makes a link for a new player or a new downline
// agent, valid for a day, a week, a month, a year or for ever; copies or deletes it. The platform
// refuses a registration through an expired or deleted link (registerLink.expired).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, Card, DataTable, Select, showToast, type Column } from '../../ui/index.ts';
import type { RegisterLink } from '../../../generated/api/common/register-link.ts';
import type { AgentRegisterLinkCreateRequest } from '../../../generated/api/agentRegisterLinkCreate.ts';
import { PlatformError } from '../../../shared/api/index.ts';

type Expiry = AgentRegisterLinkCreateRequest['expiry'];
const EXPIRIES: readonly Expiry[] = ['none', '1d', '7d', '30d', '1y'];

const linkUrl = (code: string): string => `${window.location.origin}/register?a=${code}`;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard (http, or denied): the link stays visible to copy by hand
  }
}

export function RegisterLinks() {
  const { t } = useTranslation();
  const money = useMoney();
  const links = useCall('agentRegisterLinks');
  const [kind, setKind] = useState<RegisterLink['kind']>('player');
  const [expiry, setExpiry] = useState<Expiry>('7d');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const now = Date.now();
  const failed = (caught: unknown) => setError(errorText(t, caught instanceof PlatformError ? caught : new PlatformError('unknown', 'unknown', 0)));

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await runCall('agentRegisterLinkCreate', { kind, expiry });
      showToast(t((await copy(linkUrl(link.code))) ? 'registerLinks.createdCopied' : 'registerLinks.created'), 'success');
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    setConfirming(null);
    try {
      await runCall('agentRegisterLinkDelete', { id });
      showToast(t('registerLinks.deleted'), 'success');
    } catch (caught) {
      failed(caught);
    }
  };

  const columns: Column<RegisterLink>[] = [
    { key: 'url', header: t('registerLinks.link'), label: t('registerLinks.link'), primary: true, cell: (l) => <code className="register-link-url">{linkUrl(l.code)}</code> },
    { key: 'kind', header: t('registerLinks.kind'), label: t('registerLinks.kind'), cell: (l) => t(`registerLinks.kind.${l.kind}`) },
    {
      key: 'expires', header: t('registerLinks.expires'), label: t('registerLinks.expires'),
      cell: (l) => (l.expiresAt === null ? t('registerLinks.never') : l.expiresAt <= now ? <Badge tone="danger">{t('registerLinks.expired')}</Badge> : money.dateTime(l.expiresAt)),
    },
    { key: 'count', header: t('registerLinks.registrations'), label: t('registerLinks.registrations'), align: 'end', cell: (l) => l.registrations },
    {
      key: 'actions', header: t('agentDownline.actions'), label: t('agentDownline.actions'),
      cell: (l) => (
        <div className="register-link-actions">
          {confirming === l.id ? (
            <>
              <Button size="small" variant="danger" onClick={() => void remove(l.id)}>{t('registerLinks.confirmDelete')}</Button>
              <Button size="small" onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
            </>
          ) : (
            <>
              <Button size="small" onClick={() => void copy(linkUrl(l.code)).then((done) => showToast(t(done ? 'registerLinks.copied' : 'registerLinks.copyFailed'), done ? 'success' : 'info'))}
                aria-label={t('registerLinks.copyLabel', { code: l.code })}>{t('registerLinks.copy')}</Button>
              <Button size="small" variant="ghost" onClick={() => setConfirming(l.id)} aria-label={t('registerLinks.deleteLabel', { code: l.code })}>{t('registerLinks.delete')}</Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <Card title={t('registerLinks.title')} className="register-links">
      <form className="register-link-form" noValidate onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <Select label={t('registerLinks.kind')} value={kind} onChange={(e) => setKind(e.target.value as RegisterLink['kind'])}
          options={[{ value: 'player', label: t('registerLinks.kind.player') }, { value: 'agent', label: t('registerLinks.kind.agent') }]} />
        <Select label={t('registerLinks.validFor')} value={expiry} onChange={(e) => setExpiry(e.target.value as Expiry)}
          options={EXPIRIES.map((value) => ({ value, label: t(`registerLinks.expiry.${value}`) }))} />
        <Button type="submit" variant="primary" busy={busy}>{t('registerLinks.create')}</Button>
      </form>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      {links.data ? <DataTable columns={columns} rows={links.data.items} rowKey={(l) => String(l.id)} caption={t('registerLinks.title')} empty={t('registerLinks.empty')} /> : null}
      {links.isPending ? <p role="status">{t('common.loading')}</p> : null}
    </Card>
  );
}
