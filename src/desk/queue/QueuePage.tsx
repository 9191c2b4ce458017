/**
 * The generic desk queue: filters, a table of the list call's rows (cards on a phone), paging,
 * the empty state, the envelope's error in the operator's language, and row actions behind a
 * confirmation (ConfirmDialog.tsx). Actions show only for roles their call schema allows.
 */
import { useId, useState, type FormEvent } from 'react';
import { refreshCall } from '../data.ts';
import { errorMessage, useT } from '../i18n/i18n.tsx';
import { rolesOf } from '../pages.ts';
import { useMe, useMoney, usePercent } from '../session.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Paging, usePagedList } from './paging.tsx';
import type { CellHelpers, ListCallName, QueueAction, QueueConfig, RowOf } from './types.ts';

/** The text key of each date filter's problem: a half-typed day, or a last day before the first. */
function filterProblems(filters: { name: string; date?: boolean; notBefore?: string }[], draft: Record<string, string>, halfTyped: ReadonlySet<string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const filter of filters) {
    if (!filter.date) continue;
    const value = draft[filter.name] ?? '';
    const first = filter.notBefore ? (draft[filter.notBefore] ?? '') : '';
    if (halfTyped.has(filter.name)) problems[filter.name] = 'queue.date.invalid';
    else if (value && first && value < first) problems[filter.name] = 'queue.date.order';
  }
  return problems;
}

const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export function QueuePage<N extends ListCallName>({ config }: { config: QueueConfig<N> }) {
  const t = useT();
  const money = useMoney();
  const percent = usePercent();
  const me = useMe();
  const [filters, setFilters] = useState<Record<string, string>>({ ...(config.initialFilters as Record<string, string> | undefined) });
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  const [open, setOpen] = useState<{ action: QueueAction<RowOf<N>>; row: RowOf<N> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [filterErrors, setFilterErrors] = useState<Record<string, string>>({});
  const titleId = useId();
  const Title = config.heading ?? 'h1';
  const paged = usePagedList(config.list, filters, { ...(config.pageSize ? { pageSize: config.pageSize } : {}), ...(config.refreshSeconds ? { refreshSeconds: config.refreshSeconds } : {}) });
  const { query: list, data, setPage } = paged;
  const helpers: CellHelpers = { t, money, percent, time: (ms) => new Date(ms).toLocaleString(), operatorId: me.data?.operator.id ?? 0 };
  const role = me.data?.operator.role;
  const actions = (config.actions ?? []).filter((action) => role !== undefined && rolesOf(action.call).includes(role));
  const refresh = () => {
    void refreshCall(config.list);
    void refreshCall('deskAudit');
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A half-typed day reads as empty (and fires no change): the field's own validity tells.
    const form = event.currentTarget;
    const halfTyped = new Set((config.filters ?? []).filter((f) => f.date && (form.elements.namedItem(f.name) as HTMLInputElement | null)?.validity.badInput).map((f) => String(f.name)));
    const problems = filterProblems(config.filters ?? [], draft, halfTyped);
    setFilterErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')));
    setPage(1);
  };

  return (
    <section className="queue" aria-labelledby={titleId}>
      <Title id={titleId}>{t(config.titleKey)}</Title>
      {config.filters?.length ? (
        // noValidate: a half-typed day would otherwise stop the submit with the browser's own bubble,
        // in the browser's language; the page's check says it beside the field in the desk's.
        <form className="filters" onSubmit={applyFilters} role="search" noValidate>
          {config.filters.map((filter) => (
            <label key={filter.name}>
              {t(filter.labelKey)}
              {filter.options ? (
                <select value={draft[filter.name] ?? ''} onChange={(e) => setDraft({ ...draft, [filter.name]: e.target.value })}>
                  <option value="">{t('queue.any')}</option>
                  {filter.options.map((option) => <option key={option.value} value={option.value}>{t(option.labelKey)}</option>)}
                </select>
              ) : filter.date ? (
                <input
                  type="date" name={filter.name} value={draft[filter.name] ?? ''}
                  aria-invalid={filterErrors[filter.name] ? true : undefined}
                  aria-describedby={filterErrors[filter.name] ? `filter-error-${filter.name}` : undefined}
                  onChange={(e) => setDraft({ ...draft, [filter.name]: e.target.value })}
                />
              ) : (
                <input value={draft[filter.name] ?? ''} maxLength={64} onChange={(e) => setDraft({ ...draft, [filter.name]: e.target.value })} />
              )}
              {filterErrors[filter.name] ? <span className="field-error" id={`filter-error-${filter.name}`} role="alert">{t(filterErrors[filter.name]!)}</span> : null}
            </label>
          ))}
          <button type="submit">{t('queue.filter')}</button>
        </form>
      ) : null}
      {notice ? <p className="notice" role="status">{notice}</p> : null}
      {list.isError ? (
        <div className="error" role="alert">
          {errorMessage(t, list.error)} <button type="button" onClick={() => void list.refetch()}>{t('queue.retry')}</button>
        </div>
      ) : null}
      {list.isPending ? <p className="boot">{t('shell.loading')}</p> : null}
      {data ? (
        data.items.length === 0 ? (
          <p className="empty">{t(config.emptyKey ?? 'queue.empty')}</p>
        ) : (
          <table className="rows" aria-busy={list.isFetching}>
            <thead>
              <tr>
                {config.columns.map((column) => <th key={column.key} scope="col">{t(column.labelKey)}</th>)}
                {actions.length ? <th scope="col">{t('queue.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={config.rowKey(row)}>
                  {config.columns.map((column) => (
                    <td key={column.key} data-label={t(column.labelKey)}>
                      {column.render ? column.render(row, helpers) : cellText((row as Record<string, unknown>)[column.key])}
                    </td>
                  ))}
                  {actions.length ? (
                    <td data-label={t('queue.actions')}>
                      <div className="actions">
                        {actions.filter((action) => !action.when || action.when(row, helpers)).map((action) => (
                          <button key={action.key} type="button" className={action.danger ? 'danger' : undefined} onClick={() => { setNotice(null); setOpen({ action, row }); }}>
                            {t(action.labelKey)}
                          </button>
                        ))}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      <Paging list={paged} />
      {open ? (
        <ConfirmDialog
          action={open.action}
          row={open.row}
          helpers={helpers}
          onClose={() => setOpen(null)}
          onDone={() => {
            setNotice(t('queue.done', { action: t(open.action.labelKey) }));
            setOpen(null);
            refresh();
          }}
          onFailed={(error) => {
            // Someone else handled the row: the list shows what it is now.
            if ((error as { errorCode?: string }).errorCode === 'desk.state.changed') refresh();
          }}
        />
      ) : null}
    </section>
  );
}
