/**
 * The build's stylesheet written into the page instead of linked: a linked
 * stylesheet blocks the first paint until it has arrived, one more round trip on mobile data
 * (Lighthouse's render-blocking-resources). The portal's entry CSS is about 7 KB compressed, so
 * the whole of it is the "critical" CSS; the stylesheets of lazy parts (member pages, dialogs)
 * stay files that load with their chunk and block nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `<link rel="stylesheet">` tags vite writes for the entry's CSS (hashed files under /assets). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The template with each build stylesheet replaced by a `<style>` holding its text. A file that
 * is missing keeps its link (the page still works, just later). `</style` cannot occur in
 * built CSS in practice; it is escaped anyway so a stylesheet can never end its element.
 */
export function inlineStylesheets(template: string, distDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(distDir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="/${file}">${css}</style>`;
  });
}

/** inlineStylesheets kept for the last template: the build's page changes only with a new build. */
export function createStylesheetInliner(distDir: string): (template: string) => string {
  let last: { template: string; page: string } | null = null;
  return (template) => {
    if (last?.template !== template) last = { template, page: inlineStylesheets(template, distDir) };
    return last.page;
  };
}
