// The entry stylesheet is written into the page (a linked stylesheet blocks the
// first paint for a round trip): its text replaces the link, a missing file keeps the link, and
// no stylesheet can end its <style> element.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetInliner, inlineStylesheets } from '../../src/platform/portal-page/inline-css.ts';

const dist = mkdtempSync(join(tmpdir(), 'inline-css-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc.css'), '.a{color:red}.b::after{content:"</style><script>"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const template = (file: string) => `<head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/${file}"></head><body></body>`;

describe('inlineStylesheets', () => {
  it('replaces the build stylesheet link with its text', () => {
    const page = inlineStylesheets(template('index-abc.css'), dist);
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain('<style data-href="/assets/index-abc.css">.a{color:red}');
    // The CSS's own "</style>" cannot close the element.
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    expect(page).toContain('content:"<\\/style><script>"');
  });

  it('keeps the link of a file that is not there', () => {
    const page = inlineStylesheets(template('gone.css'), dist);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/gone.css">');
  });

  it('inlines once per template', () => {
    const inline = createStylesheetInliner(dist);
    const first = inline(template('index-abc.css'));
    writeFileSync(join(dist, 'assets', 'index-abc.css'), '.changed{}');
    expect(inline(template('index-abc.css'))).toBe(first);
    expect(inline(`${template('index-abc.css')} `)).toContain('.changed{}');
  });
});
