/** One thing wrong with a merchant file, located for the operator. */
export interface Problem {
  /** The file as the operator would open it, e.g. merchants/bdwin/merchant.json. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer to the offending value ("" is the whole document). */
  pointer: string;
  /** The JSON Schema keyword that failed, or the name of the extra check. */
  keyword: string;
  /** A plain sentence saying what is wrong and what is expected. */
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.pointer || '/'}: ${problem.message} [${problem.keyword}]`;
}

export function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
