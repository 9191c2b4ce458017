// Opening an account directly below the agent (platform agentDownlineCreate): a username and a
// first password under the merchant's registration rules, rendered from the call's request
// schema with the merchant's forms.agentDownlineCreate settings; each problem the platform finds
// shows next to its field. The member replaces the password at the first login.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/agentDownlineCreate.json';
import { runCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Dialog } from '../../ui/index.ts';

export function CreateMember({ onClose, onCreated }: { onClose: () => void; onCreated: (username: string) => void }) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    username: { widget: 'text', label: 'field.username', autoComplete: 'username', maxLength: callSchema.request.properties.username.maxLength },
    password: { widget: 'password', label: 'agentDownline.firstPassword', hint: t('agentDownline.firstPasswordHint'), autoComplete: 'new-password' },
  }), [t]);
  const form = useSchemaForm('agentDownlineCreate', spec, callSchema.request, {});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!form.checkPatterns()) return;
    setBusy(true);
    try {
      const created = await runCall('agentDownlineCreate', { username: form.values.username ?? '', password: form.values.password ?? '' });
      onCreated(created.username);
    } catch (failure) {
      form.refused(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('agentDownline.create')} onClose={onClose} closeLabel={t('common.close')} size="small">
      <SchemaForm state={form} onSubmit={() => void submit()}>
        <Button type="submit" variant="primary" busy={busy}>{t('agentDownline.createSubmit')}</Button>
      </SchemaForm>
    </Dialog>
  );
}
