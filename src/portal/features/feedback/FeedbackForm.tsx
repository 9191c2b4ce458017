// The feedback form: type, message (with its word count against the merchant's bounds), an
// optional image and the captcha. The platform checks all of it again; its refusal is shown next
// to the field it is about. Every try spends the captcha, so a new one is shown after each.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentProblem, countWords } from '../../../shared/feedback-rules.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Select, showToast } from '../../ui/index.ts';
import { loginDeviceId } from '../session/index.ts';
import { Captcha, useCaptchaNonce } from './Captcha.tsx';
import { ImagePicker } from './ImagePicker.tsx';

type Settings = CallResponse<'feedbackList'>['settings'];
type Field = 'content' | 'image' | 'captcha' | 'form';
type FeedbackType = Settings['types'][number];

const fieldOf = (code: string): Field =>
  code.startsWith('feedback.content') ? 'content' : code.startsWith('feedback.image') ? 'image' : code.startsWith('captcha') ? 'captcha' : 'form';

export function FeedbackForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FeedbackType>(settings.types[0]);
  const [content, setContent] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [nonce, renewCaptcha] = useCaptchaNonce();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const deviceId = loginDeviceId();
  const words = countWords(content);
  const bounds = { min: settings.minWords, max: settings.maxWords };

  const newCaptcha = () => {
    setCaptcha('');
    renewCaptcha();
  };

  const check = (): Partial<Record<Field, string>> => {
    const problem = contentProblem(content, settings);
    const found: Partial<Record<Field, string>> = {};
    if (problem) found.content = t(`feedback.content.${problem}`, bounds);
    if (!captcha.trim()) found.captcha = t('errorCode.captcha.required');
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await runCall('feedbackSubmit', { type, content, captcha, loginDeviceId: deviceId, ...(image ? { image } : {}) });
      showToast(t('feedback.sent'), 'success');
      setContent('');
      setImage(null);
      setPickerKey((k) => k + 1);
    } catch (e) {
      const err = e instanceof PlatformError ? e : new PlatformError('unknown', 'unknown', 0);
      const field = fieldOf(err.errorCode);
      setErrors({ [field]: errorText(t, err) });
      // A refused image is dropped, so the form never says it is ready to send.
      if (field === 'image') {
        setImage(null);
        setPickerKey((k) => k + 1);
      }
    } finally {
      newCaptcha();
      setBusy(false);
    }
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <p className="feedback-intro">{t('feedback.intro')}</p>
      <Select
        id="feedback-type" label={t('feedback.type')} value={type} onChange={(e) => setType(e.target.value as FeedbackType)}
        options={settings.types.map((value) => ({ value, label: t(`feedback.type.${value}`) }))}
      />
      <div className={`ui-field${errors.content ? ' ui-field-invalid' : ''}`}>
        <label className="ui-label" htmlFor="feedback-content">{t('feedback.content')}</label>
        <textarea
          id="feedback-content" className="ui-input feedback-content" rows={5} value={content} maxLength={settings.maxChars}
          aria-invalid={errors.content ? true : undefined} aria-describedby="feedback-content-hint"
          onChange={(e) => { setContent(e.target.value); setErrors((x) => ({ ...x, content: undefined })); }}
        />
        <p className="ui-hint" id="feedback-content-hint">{t('feedback.content.hint', { ...bounds, count: words })}</p>
        {errors.content ? <p className="ui-error" role="alert">{errors.content}</p> : null}
      </div>
      <ImagePicker key={pickerKey} maxBytes={settings.maxImageBytes} ready={image !== null} onChange={setImage} error={errors.image} />
      <Captcha deviceId={deviceId} nonce={nonce} value={captcha} error={errors.captcha} onChange={setCaptcha} onRefresh={newCaptcha} />
      {errors.form ? <p className="ui-error" role="alert">{errors.form}</p> : null}
      <Button type="submit" variant="primary" busy={busy} block>{t('feedback.submit')}</Button>
    </form>
  );
}
