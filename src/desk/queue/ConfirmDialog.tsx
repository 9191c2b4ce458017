/**
 * The confirmation of one row action. Its idempotency key is made when the dialog opens and kept
 * while it stays open, so a retry after a lost answer cannot do the action twice. An amount is
 * read by the portal's money rules (shared/forms/money-input.ts) before anything is sent: a
 * refused one gets the rule it broke under its field, in the operator's language.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusTrap } from '../../shared/ui/focus-trap.ts';
import { moneyMessageKey, moneyMessageParams, readMoney } from '../../shared/forms/money-input.ts';
import { useMe, useMoney } from '../session.ts';
import { PlatformError } from '../../shared/api/errors.ts';
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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const decimals = useMe().data?.currency.decimals ?? 2;
  const money = useMoney();
  const dialog = useRef<HTMLDivElement>(null);
  const run = useDeskAction(() => deskCall(action.call, { ...action.request(row, inputs), idempotencyKey: key } as never), {
    success: onDone,
    error: onFailed,
  });
  // The modal pattern: focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus goes
  // back to the row's button. The hook runs once per opening: the queue re-renders while it is open
  // (its list refreshes), and a re-run would pull focus to the first field in the middle of typing.
  useFocusTrap(dialog, onClose);
  /** Each amount's refusal, by input name (an optional amount left empty is not one). */
  const amountErrors = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const input of action.inputs ?? []) {
      const typed = inputs[input.name] ?? '';
      if (input.kind !== 'amount' || (!input.required && typed.trim() === '')) continue;
      const read = readMoney(typed, { decimals });
      if (!read.ok) found[input.name] = t(moneyMessageKey(read, decimals), moneyMessageParams(read, decimals, money));
    }
    return found;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = amountErrors();
    setFieldErrors(found);
    if (Object.keys(found).length === 0) run.run();
  };
  // A refusal of one field's value is shown under that field.
  const refusedCode = run.isError && run.error instanceof PlatformError ? run.error.errorCode : null;
  const serverField = (action.inputs ?? []).find((input) => refusedCode !== null && input.errorCodes?.includes(refusedCode))?.name;
  const errorOf = (name: string): string | undefined => fieldErrors[name] || (name === serverField ? errorMessage(t, run.error) : undefined);
  const edit = (name: string, value: string) => {
    setInputs({ ...inputs, [name]: value });
    setFieldErrors({ ...fieldErrors, [name]: '' });
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
              {input.kind === 'amount' || input.kind === 'number' ? (
                <input
                  name={input.name} maxLength={input.maxLength ?? 20} inputMode="decimal" autoComplete="off"
                  aria-invalid={errorOf(input.name) ? true : undefined} aria-describedby={errorOf(input.name) ? `${titleId}-${input.name}-error` : undefined}
                  value={inputs[input.name] ?? ''} onChange={(e) => edit(input.name, e.target.value)}
                />
              ) : (
                <textarea
                  name={input.name} required={input.required} maxLength={input.maxLength ?? 500} rows={2}
                  value={inputs[input.name] ?? ''} onChange={(e) => edit(input.name, e.target.value)}
                />
              )}
              {errorOf(input.name) ? <span className="error field-error" id={`${titleId}-${input.name}-error`} role="alert">{errorOf(input.name)}</span> : null}
            </label>
          ))}
          {run.isError && !serverField ? <p className="error" role="alert">{errorMessage(t, run.error)}</p> : null}
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
