// The optional image: png or jpg, at most the merchant's size, read as a data URL. The file's
// name and type are only a first check here; the platform reads its bytes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../ui/index.ts';

export function ImagePicker({ maxBytes, ready, onChange, error }: {
  maxBytes: number; ready: boolean; onChange: (image: string | null) => void; error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const mb = Math.floor(maxBytes / 1024 / 1024);
  const pick = (file: File | undefined) => {
    setProblem(null);
    onChange(null);
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) return setProblem(t('feedback.image.type'));
    if (file.size > maxBytes) return setProblem(t('feedback.image.size', { mb }));
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <Input
      id="feedback-image" type="file" accept="image/png,image/jpeg" label={t('feedback.image', { mb })}
      hint={ready ? t('feedback.image.ready') : undefined} error={problem ?? error}
      onChange={(e) => pick(e.target.files?.[0])}
    />
  );
}
