// The receipt field of the bank transfer form. The browser's own file input writes "Choose File /
// No file chosen" in the browser's language, not the member's, with a small button: it stays in
// the page for the keyboard and screen readers but out of sight, and a 44 px button and the chosen
// file's name, in the portal's language, stand in for it.
import { useTranslation } from 'react-i18next';

interface Props {
  /** Unique on the page: one bank transfer form per receiving account. */
  id: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  /** Changes after a send, so the input drops its file and the same one can be picked again. */
  resetKey: number;
}

export function ReceiptPicker({ id, file, onFile, error, resetKey }: Props) {
  const { t } = useTranslation();
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`ui-field${error ? ' ui-field-invalid' : ''}`}>
      <span className="ui-label" id={`${id}-label`}>{t('deposit.manual.receipt')}</span>
      <div className="receipt-picker">
        <input
          key={resetKey} id={id} type="file" accept="image/png,image/jpeg" className="ui-visually-hidden receipt-input"
          aria-labelledby={`${id}-label`} aria-describedby={described} aria-invalid={error ? true : undefined}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="ui-btn ui-btn-secondary receipt-choose" aria-hidden="true">{t('deposit.manual.chooseFile')}</label>
        <span className="receipt-name" aria-live="polite">{file ? file.name : t('deposit.manual.noFile')}</span>
      </div>
      <p className="ui-hint" id={`${id}-hint`}>{t('deposit.manual.receiptHint')}</p>
      {error ? <p className="ui-error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  );
}
