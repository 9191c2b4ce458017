// Opening an account directly below the agent (platform agentDownlineCreate): a username and a
// first password under the merchant's registration rules; each problem shows next to its field.
// The member replaces the password at the first login.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { fieldInput } from '../../shell/field-input.ts';
import { Button, Dialog, Input } from '../../ui/index.ts';

type Field = 'username' | 'password';
interface Failure { errorCode?: string; value?: { fields?: Partial<Record<Field, { messageKey: string; params?: Record<string, unknown> }>> } }

export function CreateMember({ onClose, onCreated }: { onClose: () => void; onCreated: (username: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const created = await runCall('agentDownlineCreate', values);
      onCreated(created.username);
    } catch (caught) {
      const failure = caught as Failure;
      const fields = failure.value?.fields ?? {};
      const next: Partial<Record<Field, string>> = {};
      for (const field of ['username', 'password'] as const) {
        const problem = fields[field];
        if (problem) next[field] = t(problem.messageKey, problem.params);
      }
      if (failure.errorCode === 'username.exists') next.username = errorText(t, failure);
      setErrors(next);
      if (Object.keys(next).length === 0) setFormError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  const edit = (field: Field) => (e: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: e.target.value }));
  return (
    <Dialog title={t('agentDownline.create')} onClose={onClose} closeLabel={t('common.close')} size="small">
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Input label={t('field.username')} name="username" {...fieldInput('username')} value={values.username} onChange={edit('username')} error={errors.username} />
        <Input label={t('agentDownline.firstPassword')} name="password" type="password" autoComplete="new-password" value={values.password} onChange={edit('password')} error={errors.password}
          hint={t('agentDownline.firstPasswordHint')} />
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <Button type="submit" variant="primary" busy={busy}>{t('agentDownline.createSubmit')}</Button>
      </form>
    </Dialog>
  );
}
