// Bind or change the mobile or the email: the new address, the login password again, a code sent
// to the new address. The platform checks all of it; the form only puts its errors by their field.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { fieldInput } from '../../shell/field-input.ts';
import { Button, Input, showToast } from '../../ui/index.ts';
import { errorLike, fieldOf, type SecurityField } from './form-error.ts';

export type Channel = 'mobile' | 'email';
type Errors = Partial<Record<SecurityField, string>>;
const RESEND_SECONDS = 60;

export function ContactForm({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<{ to: string; minutes: number } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (resendAt <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const fail = (error: unknown) => setErrors({ [fieldOf(error)]: errorText(t, errorLike(error)) });
  const missing = (): Errors => {
    const found: Errors = {};
    if (!address.trim()) found.address = t('withdraw.error.required');
    if (!password) found.password = t('withdraw.error.required');
    return found;
  };
  const sendCode = async () => {
    const found = missing();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const sent = channel === 'mobile'
        ? await runCall('securityMobileCode', { mobile: address, password }).then((v) => ({ to: v.mobileMasked, minutes: v.expiredMinutes }))
        : await runCall('securityEmailCode', { email: address, password }).then((v) => ({ to: v.emailMasked, minutes: v.expiredMinutes }));
      setSentTo(sent);
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      setNow(Date.now());
    } catch (error) { fail(error); }
  };
  const submit = async () => {
    const found = missing();
    if (!code.trim()) found.code = t('withdraw.error.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (channel === 'mobile') await runCall('securityMobileBind', { mobile: address, code, password });
      else await runCall('securityEmailBind', { email: address, code, password });
      showToast(t(channel === 'mobile' ? 'security.contact.savedMobile' : 'security.contact.savedEmail'), 'success');
      onDone();
    } catch (error) { fail(error); } finally { setBusy(false); }
  };
  const id = (k: string) => `security-${channel}-${k}`;
  return (
    <form className="security-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Input id={id('address')} {...(channel === 'mobile' ? fieldInput('mobileNum') : { type: 'email', autoComplete: 'email' })}
        label={t(channel === 'mobile' ? 'security.contact.newMobile' : 'security.contact.newEmail')} value={address}
        onChange={(e) => { setAddress(e.target.value); setErrors({}); }} error={errors.address} />
      <Input id={id('password')} type="password" autoComplete="current-password" label={t('security.contact.password')} hint={t('security.contact.passwordHint')}
        value={password} onChange={(e) => { setPassword(e.target.value); setErrors({}); }} error={errors.password} />
      <div className="security-code-row">
        <Input id={id('code')} inputMode="numeric" autoComplete="one-time-code" label={t('security.contact.code')}
          hint={sentTo ? t('security.contact.codeSent', { to: sentTo.to, minutes: sentTo.minutes }) : undefined}
          value={code} onChange={(e) => { setCode(e.target.value); setErrors({}); }} error={errors.code} />
        <Button onClick={() => void sendCode()} disabled={wait > 0}>{wait > 0 ? t('security.contact.resend', { seconds: wait }) : t('security.contact.sendCode')}</Button>
      </div>
      {errors.form ? <p className="field-error" role="alert">{errors.form}</p> : null}
      <div className="actions"><Button type="submit" variant="primary" busy={busy}>{t('security.contact.save')}</Button></div>
    </form>
  );
}
