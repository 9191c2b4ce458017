/**
 * The optional range of a member's deposit or withdrawal list (the history page's tabs): rows
 * created in [from, to), older than the keyset `after` (time, then id). Without a range the SQL
 * condition is true for every row, so the money pages' "recent" lists keep one query. A status
 * keeps the requests in one state (the tabs' status filter), with or without a range.
 * Parameters $4 to $8 of the caller's query.
 */
export interface MemberListRange {
  from: number;
  to: number;
  after: { at: number; id: number } | null;
}

export const RANGE_WHERE = `($4::bigint IS NULL OR (created_at >= $4 AND created_at < $5))
  AND ($6::bigint IS NULL OR (created_at, id) < ($6::bigint, $7::bigint))
  AND ($8::text IS NULL OR status = $8)`;

export function rangeParams(range: MemberListRange | undefined, status?: string): [number | null, number | null, number | null, number | null, string | null] {
  return [range?.from ?? null, range?.to ?? null, range?.after?.at ?? null, range?.after?.id ?? null, status ?? null];
}
