// The page's layout shifts (the Layout Instability API), each with what moved, so that a check
// failing on a shift names the element and its boxes rather than only a sum.
import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  at: number;
  /** What moved: a selector-like name, then its box before and after. */
  moved: string[];
}

/** Run in the page before its scripts: notes every shift not caused by input. */
function recordShifts(): void {
  const w = window as unknown as { __shifts: Shift[]; __takeShifts: () => void };
  w.__shifts = [];
  const name = (node: Node | null): string => {
    if (!node) return '(gone)';
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return '(text)';
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    return `${element.tagName.toLowerCase()}${classes}${element === node ? '' : ' (text)'}${inDialog(element)}`;
  };
  // Several dialogs can open by themselves on a first screen (a login request, a notice): which one moved.
  const inDialog = (element: Element): string => {
    const dialog = element.closest('[role="dialog"], [role="alertdialog"]');
    if (!dialog) return '';
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const label = dialog.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? '';
    return ` in the ${dialog.getAttribute('role')} "${label.trim()}"`;
  };
  const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries as Entry[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => `${name(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`);
      w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
    }
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // shiftsOf() takes what the observer holds but has not delivered yet, through this.
  w.__takeShifts = () => note(observer.takeRecords());
}

/** Starts recording `page`'s layout shifts from its next load. */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(recordShifts);
}

/**
 * The shifts so far, and their sum. A shift is reported with the frame that shows it, and the
 * observer hears of it in a later task: the page renders a frame first, then what the observer
 * holds is taken at once, so a read right after a change sees that change's shifts.
 */
export async function shiftsOf(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(async () => {
    const w = window as unknown as { __shifts?: Shift[]; __takeShifts: () => void };
    if (!w.__shifts) throw new Error('layout shifts are not recorded on this page: call watchShifts(page) before it loads');
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    w.__takeShifts();
    return w.__shifts;
  });
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** A failure message listing each shift: when, how much, and what moved. */
export const describeShifts = (shifts: Shift[]): string =>
  shifts.map((shift) => `${shift.at} ms, ${shift.value.toFixed(4)}: ${shift.moved.join('; ') || '(no source)'}`).join('\n');
