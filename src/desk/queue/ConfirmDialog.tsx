/**
 * The confirmation of one row action. Its idempotency key is made when the dialog opens and kept
 * while it stays open, so a retry after a lost answer cannot do the action twice. The action's
 * fields are rendered from its call's request schema by the shared schema form in the desk's
 * widgets; they are checked (checks.ts) before anything is sent, and a refusal shows under its
 * field (the platform's validation.failed fields, the codes a field names) or on the form, in the
 * operator's language.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useFocusTrap } from '../../shared/ui/focus-trap.ts';
import { bcp47 } from '../../shared/i18n/languages.ts';
import { SchemaFormView, type Values } from '../../shared/forms/SchemaFormView.tsx';
import { placeError } from '../../shared/forms/server-errors.ts';
import { buildSchemaForm } from '../../shared/forms/ui-schema.ts';
import { useMe, useMoney } from '../session.ts';
import { deskCall, newActionKey } from '../api.ts';
import { useDeskAction } from '../data.ts';
import { errorMessage, useI18n } from '../i18n/i18n.tsx';
import { fieldErrors, wireValues } from './checks.ts';
import { deskTemplates, deskWidgets } from './fields.tsx';
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

const NO_SCHEMA = { properties: {} };

export function ConfirmDialog<Row>({ action, row, helpers, onClose, onDone, onFailed }: Props<Row>) {
  const { t, language } = useI18n();
  // The shared form code passes i18next's options (a defaultValue) through to the desk's texts.
  const translate = useCallback((key: string, params?: Record<string, unknown>) => t(key, params as Record<string, string | number>), [t]);
  const titleId = useId();
  const [key] = useState(newActionKey);
  const decimals = useMe().data?.currency.decimals ?? 2;
  const money = useMoney();
  const locale = bcp47(language);
  const schema = action.form?.schema ?? NO_SCHEMA;
  // The row is the one the dialog opened on: its fields (and their bounds) stay while it is open.
  const [spec] = useState(() => action.form?.fields(row) ?? {});
  const built = useMemo(() => buildSchemaForm(spec, schema, {}, translate), [spec, schema, translate]);
  const [values, setValues] = useState<Values>(() => Object.fromEntries(built.fields.map((name) => [name, ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const run = useDeskAction((sent: Values) => deskCall(action.call, { ...action.request(row, sent), idempotencyKey: key } as never), {
    success: onDone,
    error: (error) => {
      const placed = placeError(error, {
        fields: built.fields, t: translate, describe: (e) => errorMessage(t, e),
        fieldOfCode: (code) => built.fields.find((name) => spec[name]?.errorCodes?.includes(code)) ?? null,
      });
      setErrors(placed.fields);
      setFormError(placed.form);
      onFailed(error);
    },
  });
  // The modal pattern: focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus goes
  // back to the row's button. The hook runs once per opening: the queue re-renders while it is open
  // (its list refreshes), and a re-run would pull focus to the first field in the middle of typing.
  useFocusTrap(dialog, onClose);
  const submit = () => {
    const shown = Object.fromEntries(built.fields.map((name) => [name, spec[name]!]));
    const found = fieldErrors(shown, values, { schema, decimals, locale, t, money });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) run.run(wireValues(shown, values, { decimals, locale }));
  };
  return (
    <div className="backdrop">
      <div className="card dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId}>{t(action.labelKey)}</h2>
        <p>{t(action.confirmKey, action.confirmVars?.(row, helpers))}</p>
        <SchemaFormView
          state={{ call: action.call, values, setValues, errors, setErrors, formError, setFormError, fields: built.fields, built }}
          widgets={deskWidgets} templates={deskTemplates} onSubmit={submit}
        >
          <div className="buttons">
            <button type="button" onClick={onClose}>{t('queue.cancel')}</button>
            <button type="submit" className={action.danger ? 'primary danger' : 'primary'} disabled={run.isPending}>
              {run.isError ? t('queue.retry') : t('queue.confirm')}
            </button>
          </div>
        </SchemaFormView>
      </div>
    </div>
  );
}
