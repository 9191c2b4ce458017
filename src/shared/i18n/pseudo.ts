// The pseudo-language for layout tests: every text about 40 % longer, its letters accented, its
// {{placeholders}} and $t(...) references kept, so a phone page shows where a longer language
// (German, Russian, Tamil) would clip or overflow. Made from the real texts when asked for, never
// shipped as a file.
const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ď', e: 'é', f: 'ƒ', g: 'ğ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ṁ',
  n: 'ñ', o: 'ö', p: 'ṗ', r: 'ř', s: 'š', t: 'ţ', u: 'ü', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ğ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Ṗ', R: 'Ř', S: 'Š', T: 'Ţ', U: 'Ü', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
const FILLER = 'ļöñğéř ŵöřďš ţéẋţ';
/** The parts a translation must keep as they are. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>|&[a-z]+;)/;

export function pseudoText(text: string): string {
  const parts = text.split(KEPT);
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const accented = parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c))).join('');
  const extra = Math.ceil(visible * 0.4);
  // Words, not one long run: a longer language wraps between words like any other.
  let pad = '';
  while (pad.length < extra) pad += FILLER.slice(0, extra - pad.length) + ' ';
  return extra > 0 ? `${accented} ${pad.trim()}` : accented;
}

export function pseudoTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, pseudoText(text)]));
}
