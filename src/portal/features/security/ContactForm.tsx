// Bind or change the mobile or the email: the new address, the login password again, a code sent
// to the new address. The platform checks all of it; the form only puts its errors by their field.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import emailCallSchema from '../../../../schemas/api/securityEmailBind.json';
import mobileCallSchema from '../../../../schemas/api/securityMobileBind.json';
import { runCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';
import { fieldOfCode } from './form-error.ts';

export type Channel = 'mobile' | 'email';
const RESEND_SECONDS = 60;

export function ContactForm({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<{ to: string; minutes: number } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const address = channel;
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    [address]: channel === 'mobile'
      ? { widget: 'text', label: 'security.contact.newMobile', type: 'tel', inputMode: 'tel', autoComplete: 'tel' }
      : { widget: 'text', label: 'security.contact.newEmail', type: 'email', inputMode: 'email', autoComplete: 'email' },
    password: { widget: 'password', label: 'security.contact.password', hint: t('security.contact.passwordHint'), autoComplete: 'current-password' },
    code: { widget: 'text', label: 'security.contact.code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 16,
      ...(sentTo ? { hint: t('security.contact.codeSent', { to: sentTo.to, minutes: sentTo.minutes }) } : {}) },
  }), [address, channel, sentTo, t]);
  const call = channel === 'mobile' ? 'securityMobileBind' : 'securityEmailBind';
  const form = useSchemaForm(call, spec, (channel === 'mobile' ? mobileCallSchema : emailCallSchema).request, {});
  useEffect(() => {
    if (resendAt <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const fail = (error: unknown) => form.refused(error, (code) => fieldOfCode(code, address));
  /** The merchant's patterns and the fields `names` left empty, each under its field; true when none. */
  const checked = (names: string[]) => {
    const patterns = form.patternErrors();
    const found: Record<string, string> = {};
    for (const name of names) {
      const value = (form.values[name] ?? '').trim();
      if (!value) found[name] = t('withdraw.error.required');
      else if (patterns[name]) found[name] = patterns[name];
    }
    form.setErrors(found);
    form.setFormError(null);
    return Object.keys(found).length === 0;
  };
  const values = () => ({ to: (form.values[address] ?? '').trim(), password: form.values.password ?? '', code: (form.values.code ?? '').trim() });
  const sendCode = async () => {
    if (!checked([address, 'password'])) return;
    const { to, password } = values();
    try {
      const sent = channel === 'mobile'
        ? await runCall('securityMobileCode', { mobile: to, password }).then((v) => ({ to: v.mobileMasked, minutes: v.expiredMinutes }))
        : await runCall('securityEmailCode', { email: to, password }).then((v) => ({ to: v.emailMasked, minutes: v.expiredMinutes }));
      setSentTo(sent);
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      setNow(Date.now());
    } catch (error) { fail(error); }
  };
  const submit = async () => {
    if (!checked([address, 'password', 'code'])) return;
    const { to, password, code } = values();
    setBusy(true);
    try {
      if (channel === 'mobile') await runCall('securityMobileBind', { mobile: to, code, password });
      else await runCall('securityEmailBind', { email: to, code, password });
      showToast(t(channel === 'mobile' ? 'security.contact.savedMobile' : 'security.contact.savedEmail'), 'success');
      onDone();
    } catch (error) { fail(error); } finally { setBusy(false); }
  };
  // The renderer keeps a control beside a field until what it shows changes, so the button calls
  // the latest sendCode (with the values typed since) through a ref.
  const latestSendCode = useRef(sendCode);
  latestSendCode.current = sendCode;
  const sendButton = (
    <Button onClick={() => void latestSendCode.current()} disabled={wait > 0}>{wait > 0 ? t('security.contact.resend', { seconds: wait }) : t('security.contact.sendCode')}</Button>
  );
  return (
    <SchemaForm state={form} className={`security-form contact-form-${channel}`} idPrefix={`security-${channel}`} beside={{ code: sendButton }} onSubmit={() => void submit()}>
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('security.contact.save')}</Button></div>
    </SchemaForm>
  );
}
