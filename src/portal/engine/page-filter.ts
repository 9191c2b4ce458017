// A page's shared filter, kept in the page address so blocks that cannot share React state can
// share it: a filter block writes it, list and summary blocks read it, and reload, a shared link
// and back/forward bring it back. Each field is `<filter>.<field>` in the query string and is left
// out while it has its default. Pure (no window, no React), so the server renders from the
// request's query string the same way the browser does.

/** One value of a filter: a choice among fixed values, or free text up to a length (of a form, if `pattern`). */
export type FilterField =
  | { kind: 'choice'; values: readonly string[]; default: string }
  | { kind: 'text'; maxLength: number; default?: string; pattern?: RegExp };

export type FilterSchema = Record<string, FilterField>;

export type FilterValue<S extends FilterSchema> = { [K in keyof S]: string };

/** Whether `value` is one the field takes; anything else in an address is ignored. */
export function fieldAccepts(field: FilterField, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (field.kind === 'choice') return field.values.includes(value);
  // Control characters never come from a search box: such an address was made by hand.
  return value.length <= field.maxLength && ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127) && (!field.pattern || field.pattern.test(value));
}

/** The field's default: the page's filter block's setting where it is one the field takes. */
function fieldDefault(field: FilterField, override: unknown): string {
  return fieldAccepts(field, override) ? override : field.default ?? '';
}

/** The filter `name` as `search` (a query string, with or without `?`) carries it; bad or missing fields take their default. */
export function parseFilter<S extends FilterSchema>(search: string, name: string, schema: S, defaults: Record<string, unknown> = {}): FilterValue<S> {
  const params = new URLSearchParams(search);
  const value: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema)) {
    const given = params.get(`${name}.${key}`);
    value[key] = given !== null && fieldAccepts(field, given) ? given : fieldDefault(field, defaults[key]);
  }
  return value as FilterValue<S>;
}

/**
 * `search` with the filter `name` changed by `change` (the other parameters kept, in their order):
 * a field at its default leaves the address, a value the field does not take is not written.
 * Returns the query string without `?` ('' when nothing is left).
 */
export function serializeFilter<S extends FilterSchema>(search: string, name: string, schema: S, change: Partial<FilterValue<S>>, defaults: Record<string, unknown> = {}): string {
  const params = new URLSearchParams(search);
  for (const [key, given] of Object.entries(change)) {
    const field = schema[key];
    if (!field || !fieldAccepts(field, given)) continue;
    if (given === fieldDefault(field, defaults[key])) params.delete(`${name}.${key}`);
    else params.set(`${name}.${key}`, given);
  }
  return params.toString();
}
