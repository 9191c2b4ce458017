// Invite links (downline management): the agent makes a link for a new player or a new downline
// agent, valid for a day, a week, a month, a year or for ever; copies or deletes it. The platform
// refuses a registration through an expired or deleted link (registerLink.expired). The new
// link's form renders from agentRegisterLinkCreate's request schema with the merchant's
// forms.agentRegisterLinkCreate settings (a merchant may fix the kind or the validity).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/agentRegisterLinkCreate.json';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, Card, DataTable, showToast, type Column } from '../../ui/index.ts';
import type { RegisterLink } from '../../../generated/api/common/register-link.ts';
import type { AgentRegisterLinkCreateRequest } from '../../../generated/api/agentRegisterLinkCreate.ts';
import { PlatformError } from '../../../shared/api/index.ts';

type Expiry = AgentRegisterLinkCreateRequest['expiry'];
type Kind = AgentRegisterLinkCreateRequest['kind'];

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
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    kind: { widget: 'select', label: 'registerLinks.kind', choices: callSchema.request.properties.kind.enum.map((value) => ({ value, label: t(`registerLinks.kind.${value}`) })) },
    expiry: { widget: 'select', label: 'registerLinks.validFor', choices: callSchema.request.properties.expiry.enum.map((value) => ({ value, label: t(`registerLinks.expiry.${value}`) })) },
  }), [t]);
  const form = useSchemaForm('agentRegisterLinkCreate', spec, callSchema.request, { kind: 'player', expiry: '7d' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const now = Date.now();
  const failed = (caught: unknown) => setError(errorText(t, caught instanceof PlatformError ? caught : new PlatformError('unknown', 'unknown', 0)));

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await runCall('agentRegisterLinkCreate', { kind: form.values.kind as Kind, expiry: form.values.expiry as Expiry });
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
      <SchemaForm state={form} className="register-link-form" onSubmit={() => void create()}>
        <Button type="submit" variant="primary" busy={busy}>{t('registerLinks.create')}</Button>
      </SchemaForm>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      {links.data ? <DataTable columns={columns} rows={links.data.items} rowKey={(l) => String(l.id)} caption={t('registerLinks.title')} empty={t('registerLinks.empty')} /> : null}
      {links.isPending ? <p role="status">{t('common.loading')}</p> : null}
    </Card>
  );
}
