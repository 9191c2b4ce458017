// The feedback form's captcha: the image of GET /wps/captcha for this device, a field for what it
// reads, and a new image on demand. `nonce` changes after each try: a captcha works once. The
// nonce outlives the component, so a remount (the layout changing with the screen width) shows
// the same, still unused image instead of asking again (the platform allows one a second per IP).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { Button, Input } from '../../ui/index.ts';

/** Younger than the platform's captcha lifetime (2 minutes), with room to type the answer. */
const REUSE_MS = 90_000;
let current = 0;

/** The captcha's nonce and a way to ask for a new image. */
export function useCaptchaNonce(): [number, () => void] {
  const [nonce, setNonce] = useState(() => {
    if (Date.now() - current > REUSE_MS) current = Date.now();
    return current;
  });
  const renew = () => {
    current = Date.now();
    setNonce(current);
  };
  return [nonce, renew];
}

export function Captcha({ deviceId, nonce, value, error, onChange, onRefresh }: {
  deviceId: string; nonce: number; value: string; error?: string | undefined; onChange: (v: string) => void; onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const image = useCall('captcha', { request: { loginDeviceId: deviceId, t: String(nonce) } });
  const src = image.data ? (image.data.startsWith('data:') ? image.data : `data:image/png;base64,${image.data}`) : null;
  return (
    <div className="feedback-captcha">
      <Input
        id="feedback-captcha" label={t('field.captcha')} value={value} error={error} autoComplete="off" maxLength={16}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="feedback-captcha-image">
        {src ? <img src={src} alt={t('field.captchaImage')} width={100} height={40} /> : <span className="feedback-captcha-blank" />}
        <Button variant="secondary" size="small" onClick={onRefresh}>{t('auth.refreshCaptcha')}</Button>
      </div>
    </div>
  );
}
