// The feedback form: type and message render from feedbackSubmit's request schema with the
// merchant's forms.feedbackSubmit settings (the message's word count against the merchant's
// bounds under it); the optional image and the captcha follow. The platform checks all of it
// again; its refusal is shown next to the field it is about. Every try spends the captcha, so a
// new one is shown after each.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/feedbackSubmit.json';
import { contentProblem, countWords } from '../../../shared/feedback-rules.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { runCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import { callSchemaFieldOf, placeServerError } from '../../forms/server-errors.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, showToast } from '../../ui/index.ts';
import { loginDeviceId } from '../session/index.ts';
import { Captcha, useCaptchaNonce } from './Captcha.tsx';
import { ImagePicker } from './ImagePicker.tsx';

type Settings = CallResponse<'feedbackList'>['settings'];
type FeedbackType = Settings['types'][number];

export function FeedbackForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [nonce, renewCaptcha] = useCaptchaNonce();
  // The image and the captcha are the form's own parts, outside the schema's fields.
  const [ownErrors, setOwnErrors] = useState<Partial<Record<'image' | 'captcha', string>>>({});
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  // The word count under the message follows what is typed.
  const [words, setWords] = useState(0);
  const deviceId = loginDeviceId();
  const bounds = { min: settings.minWords, max: settings.maxWords };
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    type: { widget: 'select', label: 'feedback.type', choices: settings.types.map((value) => ({ value, label: t(`feedback.type.${value}`) })) },
    content: { widget: 'textarea', label: 'feedback.content', rows: 5, maxLength: settings.maxChars, hint: t('feedback.content.hint', { min: settings.minWords, max: settings.maxWords, count: words }) },
  }), [settings, t, words]);
  const schemaForm = useSchemaForm('feedbackSubmit', spec, callSchema.request, { type: settings.types[0] });
  const form = { ...schemaForm, setValues: (next: Record<string, string>) => { schemaForm.setValues(next); setWords(countWords(next.content ?? '')); } };
  const content = form.values.content ?? '';

  const newCaptcha = () => {
    setCaptcha('');
    renewCaptcha();
  };

  const submit = async () => {
    const problem = contentProblem(content, settings);
    const own = captcha.trim() ? {} : { captcha: t('errorCode.captcha.required') };
    setOwnErrors(own);
    const fine = form.checkPatterns(problem ? { content: t(`feedback.content.${problem}`, bounds) } : {});
    if (!fine || own.captcha) return;
    setBusy(true);
    try {
      await runCall('feedbackSubmit', { type: (form.values.type ?? settings.types[0]) as FeedbackType, content, captcha, loginDeviceId: deviceId, ...(image ? { image } : {}) });
      showToast(t('feedback.sent'), 'success');
      form.setValues({ ...form.values, content: '' });
      setImage(null);
      setPickerKey((k) => k + 1);
    } catch (error) {
      const placed = placeServerError(error, [...form.fields, 'image', 'captcha'], t, callSchemaFieldOf('feedbackSubmit'));
      const { image: imageError, captcha: captchaError, ...fields } = placed.fields;
      form.setErrors(fields);
      form.setFormError(placed.form);
      setOwnErrors({ image: imageError, captcha: captchaError });
      // A refused image is dropped, so the form never says it is ready to send.
      if (imageError) {
        setImage(null);
        setPickerKey((k) => k + 1);
      }
    } finally {
      newCaptcha();
      setBusy(false);
    }
  };

  return (
    <SchemaForm state={form} className="feedback-form" lead={<p className="feedback-intro">{t('feedback.intro')}</p>} onSubmit={() => void submit()}>
      <ImagePicker key={pickerKey} maxBytes={settings.maxImageBytes} ready={image !== null} onChange={(v) => { setImage(v); setOwnErrors((x) => ({ ...x, image: undefined })); }} error={ownErrors.image} />
      <Captcha deviceId={deviceId} nonce={nonce} value={captcha} error={ownErrors.captcha} onChange={(v) => { setCaptcha(v); setOwnErrors((x) => ({ ...x, captcha: undefined })); }} onRefresh={newCaptcha} />
      <Button type="submit" variant="primary" busy={busy} block>{t('feedback.submit')}</Button>
    </SchemaForm>
  );
}
