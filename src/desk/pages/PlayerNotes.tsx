/**
 * The desk's notes on a member: newest first with author and time, and a form to add one. The
 * form is rendered from deskPlayerNoteAdd's request schema in the desk's widgets, like the queue's
 * action forms; an empty note is refused next to the field before anything is sent, and the
 * platform's refusals show there too. One idempotency key per note, kept across its retries.
 */
import { useCallback, useMemo, useState } from 'react';
import noteAdd from '../../../schemas/api/deskPlayerNoteAdd.json';
import { SchemaFormView, type Values } from '../../shared/forms/SchemaFormView.tsx';
import { placeError } from '../../shared/forms/server-errors.ts';
import { buildSchemaForm } from '../../shared/forms/ui-schema.ts';
import { bcp47 } from '../../shared/i18n/languages.ts';
import { deskCall, newActionKey } from '../api.ts';
import { refreshCall, useDeskAction } from '../data.ts';
import { errorMessage, useI18n } from '../i18n/i18n.tsx';
import { Paging, usePagedList } from '../queue/paging.tsx';
import { fieldErrors } from '../queue/checks.ts';
import { deskTemplates, deskWidgets } from '../queue/fields.tsx';
import { textForm } from '../queue/types.ts';
import { useMe, useMoney } from '../session.ts';

const FORM = textForm(noteAdd.request, 'text', 'players.note');

function NoteForm({ memberId }: { memberId: number }) {
  const { t, language } = useI18n();
  const translate = useCallback((key: string, params?: Record<string, unknown>) => t(key, params as Record<string, string | number>), [t]);
  const decimals = useMe().data?.currency.decimals ?? 2;
  const money = useMoney();
  const spec = useMemo(() => FORM.fields(null), []);
  const built = useMemo(() => buildSchemaForm(spec, FORM.schema, {}, translate), [spec, translate]);
  const [values, setValues] = useState<Values>({ text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [key, setKey] = useState(newActionKey);
  const [saved, setSaved] = useState(false);
  const run = useDeskAction((text: string) => deskCall('deskPlayerNoteAdd', { memberId, text, idempotencyKey: key }), {
    success: () => {
      setValues({ text: '' });
      setKey(newActionKey());
      setSaved(true);
      void refreshCall('deskPlayerNotes');
      void refreshCall('deskAudit');
    },
    error: (error) => {
      const placed = placeError(error, { fields: built.fields, t: translate, describe: (e) => errorMessage(t, e) });
      setErrors(placed.fields);
      setFormError(placed.form);
    },
  });
  const submit = () => {
    const found = fieldErrors(spec, values, { schema: FORM.schema, decimals, locale: bcp47(language), t, money });
    setErrors(found);
    setFormError(null);
    setSaved(false);
    if (Object.keys(found).length === 0) run.run(values.text ?? '');
  };
  return (
    <SchemaFormView
      state={{ call: 'deskPlayerNoteAdd', values, setValues, errors, setErrors, formError, setFormError, fields: built.fields, built }}
      widgets={deskWidgets} templates={deskTemplates} onSubmit={submit} onEdit={() => setSaved(false)}
    >
      <div className="buttons">
        {saved ? <span role="status">{t('players.noteSaved')}</span> : null}
        <button type="submit" className="primary" disabled={run.isPending}>{t('players.addNote')}</button>
      </div>
    </SchemaFormView>
  );
}

export function PlayerNotes({ memberId }: { memberId: number }) {
  const { t } = useI18n();
  const list = usePagedList('deskPlayerNotes', { id: String(memberId) }, { pageSize: 10 });
  const { query, data } = list;
  return (
    <section className="card player-section player-notes">
      <h3>{t('players.notes')}</h3>
      <NoteForm memberId={memberId} />
      {query.isError ? <p className="error" role="alert">{errorMessage(t, query.error)}</p> : null}
      {data && data.items.length === 0 ? <p className="empty">{t('players.noNotes')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul aria-label={t('players.notes')}>
          {data.items.map((note) => (
            <li key={note.id}>
              <p className="player-note-text">{note.text}</p>
              <p className="player-note-by">{t('players.noteBy', { author: note.author, at: new Date(note.at).toLocaleString() })}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {list.pages > 1 ? <Paging list={list} /> : null}
    </section>
  );
}
