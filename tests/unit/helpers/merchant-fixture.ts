// Copies shipped merchants (and the portal's and the desk's translations) into a temp folder so a test can
// break one file with a text edit and validate it without touching the shared tree.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../../src/shared/config/paths.ts';

export interface Fixture {
  merchantsDir: string;
  localesDir: string;
  deskLocalesDir: string;
  file(code: string): string;
  /** Replaces `from` (which must occur exactly once) in a merchant file; returns the new text. */
  edit(code: string, from: string, to: string): string;
}

export function createFixture(codes: string[] = ['bdwin', 'vnlotto', 'cnstar']): Fixture {
  const root = mkdtempSync(join(tmpdir(), 'merchants-'));
  const merchantsDir = join(root, 'merchants');
  const localesDir = join(root, 'locales');
  const deskLocalesDir = join(root, 'desk-locales');
  for (const code of codes) cpSync(join(repoRoot, 'merchants', code), join(merchantsDir, code), { recursive: true });
  cpSync(join(repoRoot, 'src/shared/i18n/locales'), localesDir, { recursive: true });
  cpSync(join(repoRoot, 'src/desk/i18n/locales'), deskLocalesDir, { recursive: true });
  const file = (code: string) => join(merchantsDir, code, 'merchant.json');
  return {
    merchantsDir,
    localesDir,
    deskLocalesDir,
    file,
    edit(code, from, to) {
      const text = readFileSync(file(code), 'utf8');
      const count = text.split(from).length - 1;
      if (count !== 1) throw new Error(`expected '${from}' once in ${code}, found ${count} times`);
      const next = text.replace(from, to);
      writeFileSync(file(code), next);
      return next;
    },
  };
}

/** 1-based line and column where `needle` starts in `text` (computed independently of momoa). */
export function positionOf(text: string, needle: string): { line: number; column: number } {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`'${needle}' not found`);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
