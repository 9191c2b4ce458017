// Shared steps of the accessibility specs: axe-core with the WCAG 2.0-2.2 A and
// AA rules, one line per failing element so a run lists every violation at once; the dialog
// pattern (focus moves in and is trapped, Escape closes, focus goes back to the opener); and the
// focus indicator of the focused control.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { settled } from './helpers.ts';

export const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const DIALOG = '[role="dialog"], [role="alertdialog"]';

type Size = (typeof SIZES)[number];

/** Sets the viewport to `size` unless it has that size already (each change costs a relayout and a round trip). */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  const now = page.viewportSize();
  if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
}

/** Runs `check` at both sizes, phone first, resizing only where the page is not at that size yet. */
export async function atBothSizes(page: Page, check: (size: Size) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await resize(page, size);
    await check(size);
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeRun {
  passes: unknown[];
  violations: { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * The violations on the page (or inside `include`), one line per element. axe-core is put into
 * the page once per document and run there (a walk inside the app keeps it); violations only, as
 * collecting every passing node costs more than the check. With `frames`, the page's frames
 * (a launched game) are checked too, through @axe-core/playwright.
 */
export async function axeFindings(page: Page, where: string, include?: string, frames = false): Promise<string[]> {
  let result: AxeRun;
  if (frames) {
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (include) builder.include(include);
    result = await builder.analyze();
  } else {
    // One round trip when axe is in the page already; a new document answers null, gets axe
    // (through the DevTools protocol, so the portal's content security policy does not apply to
    // it) and is asked again.
    const run = () => page.evaluate(async ([tags, context]) => {
      const axe = (window as unknown as { axe?: { run(context: unknown, options: unknown): Promise<AxeRun> } }).axe;
      return axe ? axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false }) : null;
    }, [WCAG_TAGS, include ?? null] as const);
    let answer = await run();
    if (!answer) {
      await page.evaluate(AXE_SOURCE);
      answer = await run();
    }
    if (!answer) throw new Error(`${where}: axe-core did not load into the page`);
    result = answer;
  }
  // Something was checked: an empty selection would pass silently.
  expect(result.passes.length, `${where}: axe checked nothing`).toBeGreaterThan(0);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/**
 * A signed-in page has settled: its main heading shows, no part is loading and no request is open
 * (not networkidle: the notification stream stays open), and its transitions have ended.
 */
export async function settleSignedIn(page: Page): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading').first();
  const loading = page.getByRole('status').filter({ hasText: /^Loading/ });
  // Settled first, then looked at once: waiting on the heading first polled it at growing
  // intervals while the route's chunk and data arrived. A page still short of either is waited
  // for, and settles again after.
  await settled(page);
  if (!(await heading.isVisible()) || (await loading.count()) > 0) {
    await expect(heading).toBeVisible();
    await expect(loading).toHaveCount(0);
    await settled(page);
  }
  await transitionsDone(page);
}

/**
 * Colours are checked at rest: waits for the page's running CSS transitions and animations to end
 * (the endless ones, a spinner's, aside) instead of a fixed pause.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined))),
    // A long decorative animation (not a transition) is not waited for.
    new Promise((done) => setTimeout(done, 2_000)),
  ]));
}

/**
 * Closes whatever pops up on load (cnstar's notice, then its login request), leaving the page:
 * each pop-up is asked for by a request, so once none is open nothing more pops up.
 */
export async function closePopUps(page: Page): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await settled(page);
    if (!(await page.locator(DIALOG).first().isVisible())) return;
    await page.keyboard.press('Escape');
  }
  await settled(page);
}

/** Where focus is: inside `root`, and what it is (for messages). */
async function focusIn(root: Locator): Promise<{ inside: boolean; what: string }> {
  return root.evaluate((el) => {
    const active = document.activeElement;
    const what = active ? `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"` : 'nothing';
    return { inside: el.contains(active), what };
  });
}

/**
 * The modal dialog pattern, on an open dialog: focus is inside; Tab and Shift+Tab a full round
 * and more stay inside; Escape closes it; focus is back on `opener` (when one opened it).
 * A dialog that needs an explicit choice (`answer`, the button that gives it) is the other way
 * round: Escape and a click beside it leave it open, and the answer, from the keyboard, closes it.
 * Answers the problems found, one line each.
 */
export async function dialogKeyboardProblems(page: Page, dialog: Locator, where: string, opener?: Locator, answer?: Locator): Promise<string[]> {
  const problems: string[] = [];
  await expect(dialog).toBeVisible();
  if (!(await focusIn(dialog)).inside) problems.push(`${where}: focus did not move into the dialog`);
  const count = await dialog.evaluate((el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])').length);
  // Where each press left focus is written down in the page (on the Tab key's keyup, after focus
  // moved) and read once per direction: one round trip per press instead of two.
  const presses = Math.min(count, 30) + 1;
  for (const key of ['Tab', 'Shift+Tab']) {
    await dialog.evaluate((el) => {
      const w = window as unknown as { tabLog: string[]; tabListener?: (event: KeyboardEvent) => void };
      if (w.tabListener) document.removeEventListener('keyup', w.tabListener, true);
      w.tabLog = [];
      w.tabListener = (event: KeyboardEvent) => {
        if (event.key !== 'Tab') return;
        const active = document.activeElement;
        w.tabLog.push(el.contains(active) ? '' : `${active?.tagName.toLowerCase() ?? 'nothing'} "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 30)}"`);
      };
      document.addEventListener('keyup', w.tabListener, true);
    });
    for (let i = 0; i < presses; i += 1) await page.keyboard.press(key);
    const log = await page.evaluate(() => {
      const w = window as unknown as { tabLog: string[]; tabListener?: (event: KeyboardEvent) => void };
      if (w.tabListener) document.removeEventListener('keyup', w.tabListener, true);
      delete w.tabListener;
      return w.tabLog;
    });
    const out = log.findIndex((what) => what !== '');
    if (out >= 0) problems.push(`${where}: ${key} ${out + 1} left the dialog (to ${log[out]})`);
    else if (log.length < presses) problems.push(`${where}: ${key} ${log.length + 1} left the page`);
  }
  if (answer) {
    await page.keyboard.press('Escape');
    // A click on the backdrop, beside the dialog (the page's top left corner).
    await page.mouse.click(2, 2);
    // Two frames: what the key and the click set off has rendered, so a dialog they closed is gone.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    if (!(await dialog.isVisible())) problems.push(`${where}: Escape or a click beside it closed a dialog that needs an explicit choice`);
    await answer.focus();
    await page.keyboard.press('Enter');
    if (!(await dialog.isHidden())) {
      await expect(dialog).toBeHidden({ timeout: 2_000 }).catch(() => problems.push(`${where}: its answer did not close it`));
    }
    return problems;
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden({ timeout: 2_000 }).catch(() => problems.push(`${where}: Escape did not close the dialog`));
  if (opener && (await opener.count()) > 0) {
    const back = await opener.evaluate((el) => el === document.activeElement);
    if (!back) problems.push(`${where}: focus did not return to the opener`);
  }
  return problems;
}

/**
 * The focused control shows a focus indicator: an outline of at least 1 px whose colour has 3:1
 * contrast with the background it is drawn on (WCAG 1.4.11; the nearest opaque background
 * around the control), or a box-shadow ring; on the control or on its label (a visually hidden
 * input shows its ring on the label). Answers the problem, or null.
 */
export async function focusIndicatorProblem(page: Page, where: string): Promise<string | null> {
  return page.evaluate((at) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return `${at}: nothing has focus`;
    const describe = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    /** [r, g, b, a] with r, g, b in 0-255, from rgb()/rgba() or color(srgb ...). */
    const parse = (text: string): number[] | null => {
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(text);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
      const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(text);
      return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])] : null;
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const ratio = (a: number[], b: number[]) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x! + 0.05) / (y! + 0.05); };
    /** The first opaque background from `node` outwards (the page's white when none). */
    const backdrop = (node: Element | null): number[] => {
      for (let n = node; n; n = n.parentElement) {
        const colour = parse(getComputedStyle(n).backgroundColor);
        if (colour && colour[3]! > 0.5) return colour;
      }
      return [255, 255, 255, 1];
    };
    const check = (node: Element): string | null => {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
        const colour = parse(style.outlineColor);
        // An outline drawn outside the box sits on the parent's background, one inside on its own.
        const behind = backdrop(parseFloat(style.outlineOffset) >= 0 ? node.parentElement : node);
        if (!colour) return null;
        const contrast = ratio(colour, behind);
        return contrast >= 3 ? null : `${at}: focus outline of ${describe} has contrast ${contrast.toFixed(2)}:1 with its background (${style.outlineColor} on rgb(${behind.slice(0, 3).map(Math.round).join(', ')}))`;
      }
      if (style.boxShadow !== 'none' && style.boxShadow !== '') return null;
      return 'none';
    };
    const own = check(el);
    if (own !== 'none') return own;
    const label = (el as HTMLInputElement).labels?.[0] ?? el.closest('label');
    const onLabel = label ? check(label) : 'none';
    return onLabel === 'none' ? `${at}: no focus indicator on ${describe}` : onLabel;
  }, where);
}
