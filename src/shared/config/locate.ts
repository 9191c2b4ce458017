// Source positions for merchant files: momoa keeps line/column for every node, so a problem
// found on the parsed value (by JSON pointer) can be reported where the operator must edit.
import { evaluate, parse, type AnyNode, type DocumentNode, type ValueNode } from '@humanwhocodes/momoa';

export interface Position {
  line: number;
  column: number;
}

/**
 * A parsed file's syntax tree, built when a problem first needs a position: most files have
 * none, and building the tree costs several times JSON.parse (it was a large part of a start).
 */
export class JsonDocument {
  #node: DocumentNode | undefined;
  constructor(private readonly text: string) {}
  get node(): DocumentNode {
    this.#node ??= parse(this.text, { mode: 'json' });
    return this.#node;
  }
}

export interface ParsedJson {
  value: unknown;
  document: JsonDocument;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Parses strict JSON; a syntax error carries the position and a sentence an operator can act on. */
export function parseJson(text: string): ParsedJson {
  try {
    return { value: JSON.parse(text) as unknown, document: new JsonDocument(text) };
  } catch {
    // momoa's parser explains the mistake and where it is.
  }
  try {
    const document = parse(text, { mode: 'json' });
    return { value: evaluate(document), document: new JsonDocument(text) };
  } catch (error) {
    const { offset, message } = error as { offset?: number; message: string };
    const at = typeof offset === 'number' ? offset : text.length;
    // JSON forbids a comma before ] or }: point at the comma, which is what needs deleting.
    const previous = text.slice(0, at).trimEnd();
    if ((text[at] === ']' || text[at] === '}') && previous.endsWith(',')) {
      throw new JsonSyntaxError('Trailing comma: JSON does not allow a comma after the last item; remove it.', positionAt(text, previous.length - 1));
    }
    if (at >= text.length) {
      throw new JsonSyntaxError('The file ends too early: a closing bracket or brace is missing.', positionAt(text, text.length));
    }
    const reason = message.replace(/\s*\(\d+:\d+\)\s*$/, '').replace(/\.$/, '');
    throw new JsonSyntaxError(`Invalid JSON: ${reason}.`, positionAt(text, at));
  }
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

interface Found {
  node: AnyNode;
  /** The member whose value is `node`, when `node` is an object member's value. */
  keyNode?: AnyNode;
}

/** The deepest node on the pointer's path (so a missing property points at its parent object). */
function walk(document: JsonDocument, pointer: string): Found {
  let found: Found = { node: document.node.body };
  for (const raw of pointer.split('/').slice(1)) {
    const segment = unescapePointer(raw);
    const node: ValueNode = found.node as ValueNode;
    if (node.type === 'Object') {
      const member = node.members.find((m) => (m.name.type === 'String' ? m.name.value : m.name.name) === segment);
      if (!member) break;
      found = { node: member.value, keyNode: member.name };
    } else if (node.type === 'Array') {
      const element = node.elements[Number(segment)];
      if (!element) break;
      found = { node: element.value };
    } else {
      break;
    }
  }
  return found;
}

/** Where the value at `pointer` starts; `atKey` prefers the property name (for unknown keys). */
export function locate(document: JsonDocument, pointer: string, atKey = false): Position {
  const found = walk(document, pointer);
  const node = atKey && found.keyNode ? found.keyNode : found.node;
  return { line: node.loc.start.line, column: node.loc.start.column };
}
