/** A list call's paging (common/desk-list-request.json): page from 1, 20 rows unless asked. */
export function pageOf(query: { page?: string; pageSize?: string }): { page: number; pageSize: number; offset: number } {
  const page = Number(query.page ?? '1');
  const pageSize = Number(query.pageSize ?? '20');
  return { page, pageSize, offset: (page - 1) * pageSize };
}
