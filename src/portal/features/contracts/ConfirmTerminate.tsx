// Ending a contract cannot be undone: the page asks once more before the call.
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui/index.ts';

export function ConfirmTerminate({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('contract.terminateTitle')} onClose={onCancel} closeLabel={t('common.close')} size="small" role="alertdialog"
      footer={(
        <div className="contract-actions">
          <Button variant="danger" onClick={onConfirm}>{t('contract.terminate')}</Button>
          <Button onClick={onCancel}>{t('contract.back')}</Button>
        </div>
      )}>
      <p>{t('contract.terminateQuestion', { name })}</p>
    </Dialog>
  );
}
