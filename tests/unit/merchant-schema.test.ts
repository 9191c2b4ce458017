// The schema's own rules: a description on every property, closed objects everywhere, and enums
// that agree with the code that implements them (pattern kinds, the language catalogue).
import { describe, expect, it } from 'vitest';
import { readMerchantSchemas, type SchemaObject } from '../../src/shared/config/schema.ts';
import { LANGUAGES } from '../../src/shared/i18n/languages.ts';
import { PATTERN_KINDS } from '../../src/shared/patterns.ts';

const schemas = readMerchantSchemas();

/** Every subschema with the path it sits at, e.g. "merchant/features.json#/properties/freePlay". */
function subschemas(): Array<[string, SchemaObject]> {
  const found: Array<[string, SchemaObject]> = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${path}/${i}`));
    else if (node && typeof node === 'object') {
      found.push([path, node as SchemaObject]);
      for (const [key, value] of Object.entries(node)) visit(value, `${path}/${key}`);
    }
  };
  for (const [id, schema] of schemas) visit(schema, `${id.split('/schemas/')[1]}#`);
  return found;
}

const byId = (suffix: string) => [...schemas.entries()].find(([id]) => id.endsWith(suffix))?.[1] as SchemaObject;

describe('merchant schema', () => {
  it('is JSON Schema 2020-12 in every file', () => {
    for (const schema of schemas.values()) expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('describes every property', () => {
    const missing = subschemas()
      .filter(([, node]) => node.properties && typeof node.properties === 'object')
      .flatMap(([path, node]) =>
        Object.entries(node.properties as Record<string, SchemaObject>)
          .filter(([, property]) => typeof property.description !== 'string' || property.description.length < 5)
          .map(([key]) => `${path}/properties/${key}`),
      );
    expect(missing).toEqual([]);
  });

  it('closes every object with additionalProperties: false', () => {
    const objects = subschemas().filter(([, node]) => node.type === 'object' || node.properties || node.patternProperties);
    expect(objects.length).toBeGreaterThan(40);
    const open = objects
      .filter(([, node]) => node.additionalProperties !== false && !node.discriminator)
      .map(([path]) => path);
    // A page block's settings depend on its type: that type's own schema closes them (the block
    // folder's block.json or the screen block's; shared/config/page-checks.ts).
    expect(open).toEqual(['merchant/pages.json#/$defs/pageBlock']);
  });

  it('lists exactly the 21 pattern kinds plus custom', () => {
    const kind = (byId('merchant/pattern.json').properties as Record<string, SchemaObject>).kind as SchemaObject;
    expect(kind.enum).toEqual([...PATTERN_KINDS, 'custom']);
  });

  it('offers the language catalogue, about 40 languages, with AR right-to-left', () => {
    const codes = ((byId('merchant/languages.json').$defs as Record<string, SchemaObject>).languageCode as SchemaObject).enum;
    expect(codes).toEqual(LANGUAGES.map((language) => language.code));
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(40);
    expect(LANGUAGES.find((language) => language.code === 'AR')?.dir).toBe('rtl');
    expect(LANGUAGES.filter((language) => ['CN', 'EN', 'JA', 'TH', 'VI', 'BN', 'RU', 'FR'].includes(language.code)).every((l) => l.dir === 'ltr')).toBe(true);
  });

  it('uses the agreed top-level keys', () => {
    expect(Object.keys(byId('/merchant.schema.json').properties as object)).toEqual([
      '$schema', 'identity', 'branding', 'languages', 'features', 'vendors', 'navigation', 'screens', 'pages', 'registration', 'constants', 'api', 'forms',
    ]);
  });
});
