/** Required-field checks on trimmed input (spec 5: "inputs trimmed"). */

export function trim(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export function isBlank(value: string | null | undefined): boolean {
  return trim(value) === '';
}

/** Names of the listed fields that are blank once trimmed, in the order given. */
export function missingFields<T extends Record<string, string | undefined>>(
  values: T,
  names: readonly (keyof T & string)[],
): string[] {
  return names.filter((name) => isBlank(values[name]));
}

/** A copy with every string value trimmed. */
export function trimAll<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'string' ? value.trim() : value;
  return out as T;
}
