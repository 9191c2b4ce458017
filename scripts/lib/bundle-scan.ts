/**
 * Finds code that evaluates strings (eval, new Function) in a built portal: the CSP forbids
 * 'unsafe-eval', so any such call would break at run time for members.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function scanForEval(distDir: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(join(distDir, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(distDir, 'assets', file), 'utf8');
    if (/\beval\s*\(/.test(text)) found.push(`${file}: eval(`);
    if (/\bnew\s+Function\s*\(/.test(text)) found.push(`${file}: new Function(`);
  }
  return found;
}
