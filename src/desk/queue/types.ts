/**
 * What a queue page is made of (QueuePage.tsx renders it): a list call (a desk call schema whose
 * answer is `{ items, total, page, pageSize }` and whose request takes `page`, `pageSize` and its
 * filters), columns, filters, and row actions. Each action is a desk call whose request carries
 * an `idempotencyKey`: the queue asks for confirmation, makes one key per confirmed action (kept
 * across retries of it) and refreshes the list and the audit log afterwards.
 */
import type { ReactNode } from 'react';
import type { DeskCallName, DeskCallRequest, DeskCallResponse } from '../../shared/api/calls.ts';
import type { FieldSpec, RequestSchema } from '../../shared/forms/ui-schema.ts';
import type { Translate } from '../i18n/i18n.tsx';

/** Desk calls that list rows page by page. */
export type ListCallName = {
  [N in DeskCallName]: DeskCallResponse<N> extends { items: unknown[]; total: number; page: number; pageSize: number } ? N : never;
}[DeskCallName];
/** Desk calls that act on something, once per idempotency key. */
export type ActionCallName = { [N in DeskCallName]: DeskCallRequest<N> extends { idempotencyKey: string } ? N : never }[DeskCallName];

export type RowOf<N extends ListCallName> = DeskCallResponse<N> extends { items: (infer R)[] } ? R : never;
type FilterName<N extends ListCallName> = Exclude<keyof DeskCallRequest<N> & string, 'page' | 'pageSize'>;

/** What a cell renderer gets besides the row. */
export interface CellHelpers {
  t: Translate;
  /** Minor units in the merchant's money format. */
  money: (minor: number) => string;
  /** A percentage as the platform sends it (1.5 = 1.5 %), in the merchant's number format. */
  percent: (rate: number) => string;
  /** Epoch ms as a local date and time. */
  time: (ms: number) => string;
  /** The signed-in operator's id (an action may not apply to their own row). */
  operatorId: number;
}

export interface QueueColumn<Row> {
  key: string;
  labelKey: string;
  /** Default: the row's field of the same key, as text. */
  render?: (row: Row, helpers: CellHelpers) => ReactNode;
}

export interface QueueFilter<N extends ListCallName> {
  /** The list call's query parameter. */
  name: FilterName<N>;
  labelKey: string;
  /** A choice (options' values are what the call takes) or free text. */
  options?: { value: string; labelKey: string }[];
  /** A calendar day (YYYY-MM-DD) picked with the browser's date field. */
  date?: boolean;
  /** A day filter that may not be before this other one (the last day of a range). */
  notBefore?: FilterName<N>;
}

/**
 * One field of an action's form: a property of the action call's request schema (its name is the
 * property's), drawn by a desk widget (money: the amount rules; text; textarea; password).
 */
export interface ActionField extends FieldSpec {
  widget: 'money' | 'text' | 'textarea' | 'password';
  required?: boolean;
  /** A money field's largest amount in minor units when it is smaller than the schema's (what remains to pay). */
  maxMinor?: number;
  /** The platform's refusals that belong under this field rather than above the buttons. */
  errorCodes?: string[];
}

/** The fields the operator fills in the confirmation, rendered from the call's request schema. */
export interface ActionForm<Row> {
  /** The call's request schema (schemas/api/<call>.json's request): the fields it does not have are not shown. */
  schema: RequestSchema;
  fields: (row: Row) => Record<string, ActionField>;
}

export interface QueueAction<Row> {
  key: string;
  labelKey: string;
  /** The confirmation's question; `{{...}}` placeholders from `confirmVars`. */
  confirmKey: string;
  confirmVars?: (row: Row, helpers: CellHelpers) => Record<string, string | number>;
  call: ActionCallName;
  /** The call's request without the idempotency key (the queue adds it); `values` are the form's, checked. */
  request: (row: Row, values: Record<string, string>) => Record<string, unknown>;
  /** Shown only for rows this accepts (e.g. pending ones); the platform checks again. */
  when?: (row: Row, helpers: CellHelpers) => boolean;
  /** Fields the operator fills in the confirmation (a reason, an amount). */
  form?: ActionForm<Row>;
  danger?: boolean;
}

export interface QueueConfig<N extends ListCallName> {
  list: N;
  titleKey: string;
  rowKey: (row: RowOf<N>) => string | number;
  columns: QueueColumn<RowOf<N>>[];
  filters?: QueueFilter<N>[];
  actions?: QueueAction<RowOf<N>>[];
  /** Filter values the page opens with (a pending queue opens on status=pending). */
  initialFilters?: Partial<Record<FilterName<N>, string>>;
  pageSize?: number;
  /** The text when nothing matches; default queue.empty. */
  emptyKey?: string;
  /** Re-read the list this often while the page is open (a queue others also work on). */
  refreshSeconds?: number;
  /** The title's level: a page's own queue is h1; one inside a page (a member's statement) is lower. */
  heading?: 'h1' | 'h3';
}

/** A typed row action: its request is checked against the action call schema. */
export function queueAction<A extends ActionCallName, Row>(
  spec: Omit<QueueAction<Row>, 'call' | 'request'> & { call: A; request: (row: Row, values: Record<string, string>) => Omit<DeskCallRequest<A>, 'idempotencyKey'> },
): QueueAction<Row> {
  return spec;
}

/** A required text the operator writes (a reason, a reply): the call's property `name`, as long as its schema allows. */
export function textForm<Row>(schema: RequestSchema, name: string, label: string): ActionForm<Row> {
  const maxLength = (schema.properties?.[name] as { maxLength?: number } | undefined)?.maxLength;
  return { schema, fields: () => ({ [name]: { widget: 'textarea', label, required: true, ...(maxLength ? { maxLength } : {}) } }) };
}
