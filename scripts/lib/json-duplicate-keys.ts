// JSON.parse keeps the last of two members with one name and drops the first without a word.
// Two branches that each add the same key to a call schema merge cleanly in git and lose one of
// them, so the call schema files are checked for it before anything is generated from them.
import { parse, type AnyNode } from '@humanwhocodes/momoa';

export interface DuplicateKey {
  /** JSON pointer of the object that holds the key twice. */
  pointer: string;
  key: string;
  /** Line of the second occurrence. */
  line: number;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every key that appears twice in one object of the JSON text. */
export function duplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const visit = (node: AnyNode, pointer: string): void => {
    if (node.type === 'Object') {
      const seen = new Set<string>();
      for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        if (seen.has(key)) found.push({ pointer: pointer || '/', key, line: member.loc.start.line });
        seen.add(key);
        visit(member.value, `${pointer}/${escape(key)}`);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, i) => visit(element.value, `${pointer}/${i}`));
    }
  };
  visit(parse(text, { mode: 'json' }).body, '');
  return found;
}
