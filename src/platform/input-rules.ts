/**
 * Rules every API request's input obeys before any route sees it, so no route has to remember
 * them (OWASP ASVS 5.1): a query parameter appears once, and no string, key or value, holds a NUL
 * character. A repeated parameter would reach routes that read a string as an array; a NUL cannot
 * be stored in PostgreSQL text and would surface as a 500 deep inside a store.
 */
import { ApiError } from './errors.ts';

export interface InputProblem {
  field: string;
  keyword: 'repeated' | 'nul';
  message: string;
}

const NUL = '\u0000';
const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Query parameters given more than once (the query parser turns those into arrays). */
export function repeatedParameters(query: unknown): InputProblem[] {
  if (typeof query !== 'object' || query === null) return [];
  return Object.entries(query)
    .filter(([, value]) => Array.isArray(value))
    .map(([key]) => ({ field: key, keyword: 'repeated', message: 'must be given once' }));
}

/**
 * Every key and string value holding a NUL, depth first without recursion: a 64 KiB JSON body can
 * nest thousands of levels deep.
 */
export function nulCharacters(value: unknown, root = ''): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0 && problems.length < 20) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes(NUL)) problems.push({ field: path, keyword: 'nul', message: 'must not contain a NUL character' });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([item, join(path, String(i))]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes(NUL)) problems.push({ field: join(path, key.replaceAll(NUL, '\\0')), keyword: 'nul', message: 'must not contain a NUL character' });
        else stack.push([item, join(path, key)]);
      }
    }
  }
  return problems;
}

function refuse(problems: InputProblem[]): void {
  const first = problems[0];
  if (!first) return;
  throw new ApiError(400, 'validation.failed', `${first.field || 'body'}: ${first.message}`, { errors: problems });
}

/** The query string and path parameters: checked before authentication and decryption. */
export function checkQueryAndParams(query: unknown, params: unknown): void {
  refuse([...repeatedParameters(query), ...nulCharacters(query), ...nulCharacters(params)]);
}

/** The body as the route will read it (decrypted where the call is encrypted). */
export function checkBody(body: unknown): void {
  refuse(nulCharacters(body));
}
