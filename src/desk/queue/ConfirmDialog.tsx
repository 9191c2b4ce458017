/**
 * The confirmation of one row action. Its idempotency key is made when the dialog opens and kept
 * while it stays open, so a retry after a lost answer cannot do the action twice.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusTrap } from '../../shared/ui/focus-trap.ts';
import { deskCall, newActionKey } from '../api.ts';
import { useDeskAction } from '../data.ts';
import { errorMessage, useT } from '../i18n/i18n.tsx';
import type { CellHelpers, QueueAction } from './types.ts';

interface Props<Row> {
  action: QueueAction<Row>;
  row: Row;
  helpers: CellHelpers;
  onClose: () => void;
  onDone: () => void;
  /** The action failed (its error is shown here); the queue re-reads its rows when they changed. */
  onFailed: (error: unknown) => void;
}

export function ConfirmDialog<Row>({ action, row, helpers, onClose, onDone, onFailed }: Props<Row>) {
  const t = useT();
  const titleId = useId();
  const [key] = useState(newActionKey);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const dialog = useRef<HTMLDivElement>(null);
  const run = useDeskAction(() => deskCall(action.call, { ...action.request(row, inputs), idempotencyKey: key } as never), {
    success: onDone,
    error: onFailed,
  });
  // The modal pattern: focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus goes
  // back to the row's button. The hook runs once per opening: the queue re-renders while it is open
  // (its list refreshes), and a re-run would pull focus to the first field in the middle of typing.
  useFocusTrap(dialog, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.run();
  };
  return (
    <div className="backdrop">
      <div className="card dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <form onSubmit={submit}>
          <h2 id={titleId}>{t(action.labelKey)}</h2>
          <p>{t(action.confirmKey, action.confirmVars?.(row, helpers))}</p>
          {(action.inputs ?? []).map((input) => (
            <label key={input.name}>
              {t(input.labelKey)}
              {input.kind === 'amount' ? (
                <input
                  name={input.name} required={input.required} maxLength={input.maxLength ?? 20} inputMode="decimal" autoComplete="off"
                  value={inputs[input.name] ?? ''} onChange={(e) => setInputs({ ...inputs, [input.name]: e.target.value })}
                />
              ) : (
                <textarea
                  name={input.name} required={input.required} maxLength={input.maxLength ?? 500} rows={2}
                  value={inputs[input.name] ?? ''} onChange={(e) => setInputs({ ...inputs, [input.name]: e.target.value })}
                />
              )}
            </label>
          ))}
          {run.isError ? <p className="error" role="alert">{errorMessage(t, run.error)}</p> : null}
          <div className="buttons">
            <button type="button" onClick={onClose}>{t('queue.cancel')}</button>
            <button type="submit" className={action.danger ? 'primary danger' : 'primary'} disabled={run.isPending}>
              {run.isError ? t('queue.retry') : t('queue.confirm')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
