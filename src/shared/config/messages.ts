// Turns ajv errors into sentences a non-programmer can act on. Titles in the schema give the
// nouns ("PatternKind" reads as "pattern kind"), descriptions explain expected formats.
import type { ErrorObject } from 'ajv';
import { escapePointer } from './problem.ts';

export interface SchemaMessage {
  pointer: string;
  /** Point at the property name rather than its value (unknown keys). */
  atKey: boolean;
  keyword: string;
  message: string;
}

type Schema = Record<string, unknown>;

const show = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));
const list = (values: unknown[]): string => values.map((v) => String(v)).join(', ');

function noun(schema: Schema | undefined, fallback: string): string {
  const title = typeof schema?.title === 'string' ? schema.title : undefined;
  return title ? title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : fallback;
}

const withArticle = (phrase: string): string => (/^an? /.test(phrase) ? phrase : `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${show(value)}`;
  return `the ${typeof value} ${String(value)}`;
}

const typeNames: Record<string, string> = {
  string: 'text (in quotes)',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object ({ … })',
  array: 'a list ([ … ])',
};

/** Names of the branches a discriminator chooses between, from their $refs. */
function branchNames(schema: Schema | undefined): string[] {
  const branches = Array.isArray(schema?.oneOf) ? (schema.oneOf as Schema[]) : [];
  return branches.map((branch) => String(branch.$ref ?? '').split('/').pop() ?? '');
}

export function describeError(error: ErrorObject): SchemaMessage {
  const { instancePath: pointer, keyword, params, data } = error;
  const parent = error.parentSchema;
  const base = { pointer, atKey: false, keyword };
  switch (keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const at = { ...base, pointer: `${pointer}/${escapePointer(key)}`, atKey: true };
      if (parent?.patternProperties) {
        const pattern = Object.keys(parent.patternProperties as Record<string, unknown>)[0];
        return { ...at, message: `${show(key)} is not an allowed name here; names must match ${pattern}` };
      }
      const known = Object.keys((parent?.properties as Schema | undefined) ?? {});
      return { ...at, message: `${show(key)} is not a known setting here; expected one of ${list(known)}` };
    }
    case 'required': {
      const key = String(params.missingProperty);
      return { ...base, pointer: `${pointer}/${escapePointer(key)}`, message: `the required setting ${show(key)} is missing` };
    }
    case 'dependentRequired': {
      const key = String(params.missingProperty);
      return { ...base, pointer: `${pointer}/${escapePointer(key)}`, message: `the setting ${show(key)} is required when ${show(params.property)} is given` };
    }
    case 'type':
      return { ...base, message: `expected ${typeNames[String(params.type)] ?? String(params.type)} but found ${kindOf(data)}` };
    case 'enum':
      return {
        ...base,
        message: `${show(data)} is not ${withArticle(noun(parent, 'an allowed value'))}; expected one of ${list(params.allowedValues as unknown[])}`,
      };
    case 'const':
      return { ...base, message: `must be ${show(params.allowedValue)} but is ${show(data)}` };
    case 'pattern':
      return { ...base, message: `${show(data)} is not in the expected format. ${String(parent?.description ?? `It must match ${String(params.pattern)}`)}` };
    case 'discriminator': {
      const tag = String(params.tag);
      if (params.error === 'mapping') {
        return { ...base, pointer: `${pointer}/${tag}`, message: `${show(params.tagValue)} is not ${withArticle(`${noun(parent, 'known')} ${tag}`)}; expected one of ${list(branchNames(parent))}` };
      }
      return { ...base, pointer: `${pointer}/${tag}`, message: `the ${tag} must be given as text, one of ${list(branchNames(parent))}` };
    }
    case 'minimum':
    case 'maximum':
      return { ...base, message: `${String(data)} is too ${keyword === 'minimum' ? 'small' : 'large'}; the ${keyword} is ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { ...base, message: `${String(data)} is too small; it must be above ${String(params.limit)}` };
    case 'minLength':
    case 'maxLength':
      return { ...base, message: `${show(data)} is too ${keyword === 'minLength' ? 'short' : 'long'}; it needs ${keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} characters` };
    case 'minItems':
    case 'maxItems':
      return { ...base, message: `the list has ${(data as unknown[]).length} items; it needs ${keyword === 'minItems' ? 'at least' : 'at most'} ${String(params.limit)}` };
    case 'minProperties':
      return { ...base, message: `needs at least ${String(params.limit)} entries` };
    case 'uniqueItems':
      return { ...base, message: `items ${String(params.j)} and ${String(params.i)} are the same; each item may appear once` };
    default:
      return { ...base, message: error.message ?? `fails the ${keyword} rule` };
  }
}
