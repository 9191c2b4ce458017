// What an operator's HTML may contain. The portal sanitises every body again (DOMPurify), so this
// is not the only guard: it tells the operator at validate time that something they wrote would
// be stripped (a script, a style, a frame, a form, an inline handler, a javascript: link) instead
// of letting it vanish silently on the page.
const ALLOWED_TAGS = new Set([
  'p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'small', 'a', 'span',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan', 'class']);
const TAG = /<(\/?)\s*([A-Za-z][A-Za-z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

/** Sentences describing each thing in `html` the portal would strip (empty when it is clean). */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<!--/.test(html)) problems.push('contains an HTML comment; remove it');
  for (const [, closing, rawTag = '', rest = ''] of html.matchAll(TAG)) {
    if (closing) continue;
    const tag = rawTag.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      problems.push(`<${tag}> is not allowed; use ${[...ALLOWED_TAGS].join(', ')}`);
      continue;
    }
    for (const [, rawName = '', rawValue] of rest.matchAll(ATTRIBUTE)) {
      const name = rawName.toLowerCase();
      const value = (rawValue ?? '').replace(/^["']|["']$/g, '').trim();
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`the attribute ${name} on <${tag}> is not allowed; use ${[...ALLOWED_ATTRIBUTES].join(', ')}`);
      else if (name === 'href' && !/^(\/|https:\/\/|mailto:|#)/i.test(value)) problems.push(`the link '${value}' on <${tag}> must start with /, https://, mailto: or #`);
    }
  }
  return problems;
}
