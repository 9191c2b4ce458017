// The step between a filled-in money form and the call: what leaves the wallet, the fee, what the
// member receives and where to. Nothing moves until Confirm; Back returns to the form as it was.
// A merchant may switch the step off per form (forms.<call>.confirm in its config).
import './forms.css';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../ui/index.ts';

export interface ConfirmRow {
  label: string;
  value: string;
}

export function ConfirmStep({ title, rows, note, busy, onConfirm, onBack }: { title: string; rows: ConfirmRow[]; note?: string; busy?: boolean; onConfirm: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onBack} closeLabel={t('common.close')} size="small" role="alertdialog" className="form-confirm"
      footer={(
        <div className="form-confirm-actions">
          <Button variant="primary" busy={busy} onClick={onConfirm}>{t('form.confirm.ok')}</Button>
          <Button onClick={onBack} disabled={busy}>{t('form.confirm.back')}</Button>
        </div>
      )}>
      <dl className="form-confirm-rows">
        {rows.map((row) => <div key={row.label}><dt>{row.label}</dt><dd>{row.value}</dd></div>)}
      </dl>
      {note ? <p className="form-confirm-note">{note}</p> : null}
    </Dialog>
  );
}
