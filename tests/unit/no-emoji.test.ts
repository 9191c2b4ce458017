// No emoji in the UI. Windows shows flags as letters and some phones show emoji as boxes,
// so the portal and the desk draw icons and flags as SVG. This reads every file the UI's words and
// marks come from: the portal's and desk's code, the locale files, and every merchant's config,
// texts and content (HTML bodies included). A character that a browser shows as an emoji by default
// (Emoji_Presentation, regional-indicator flags) or is forced to emoji by U+FE0F is refused; text
// symbols such as the card suits drawn in banner art are not emoji and pass.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PLACES = ['src/portal', 'src/desk', 'src/shared', 'merchants'];
const EXTENSIONS = /\.(tsx?|json|html|css|svg)$/;
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

/** Each emoji with its file and line, e.g. `merchants/x/texts/EN.json:12 🎰`. */
function emojiIn(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').flatMap((line, index) => {
    const found = line.match(new RegExp(EMOJI.source, 'gu'));
    return found ? [`${relative(root, path)}:${index + 1} ${found.join(' ')}`] : [];
  });
}

describe('no emoji in the UI', () => {
  it('the portal, the desk, the locales and every merchant file have none', () => {
    const found = PLACES.flatMap((place) => [...files(join(root, place))].flatMap(emojiIn));
    expect(found).toEqual([]);
  });

  it('the check sees emoji, flags and the emoji variation selector, and lets text symbols pass', () => {
    expect(EMOJI.test('Spin 🎰 now')).toBe(true);
    expect(EMOJI.test('🇧🇩')).toBe(true);
    expect(EMOJI.test('\u2764\uFE0F')).toBe(true);
    expect(EMOJI.test('♠ ♥ ♦ ♣ ৳ ¥ ₫ → ✓')).toBe(false);
  });
});
