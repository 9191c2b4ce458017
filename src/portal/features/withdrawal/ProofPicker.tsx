// The proof of a payout not received: a png or jpg of at most 5 MB, read as a data URL. The
// file's name and type are only a first check; the platform reads its bytes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../ui/index.ts';

const MAX_BYTES = 5 * 1024 * 1024;

export function ProofPicker({ value, onChange, error }: { value: string | null; onChange: (proof: string | null) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    setProblem(null);
    onChange(null);
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) return setProblem(t('withdraw.proof.type'));
    if (file.size > MAX_BYTES) return setProblem(t('withdraw.proof.size'));
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <Input
      id="withdrawal-proof" type="file" accept="image/png,image/jpeg" label={t('withdraw.proof.label')}
      hint={value ? t('withdraw.proof.ready') : t('withdraw.proof.hint')} error={problem ?? error}
      onChange={(e) => pick(e.target.files?.[0])}
    />
  );
}
