// The built platform skips the merchant config check when the configs and what the check reads
// are unchanged since a check passed (src/platform/merchant-check-record.ts): the record's set is
// the checked one, and any edit of a merchant file, even of the same size, or a file added or
// removed, is checked in full and refused with exactly the problems of a check without a record.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantConfigError, readMerchantConfigs } from '../../src/platform/merchants.ts';

const shipped = join(import.meta.dirname, '../../merchants');
let work: string;
let dir: string;
let record: string;

/** The problems a check without a record reports, or [] when the configs pass. */
async function problemsWithout(): Promise<string[]> {
  try {
    await readMerchantConfigs(dir);
    return [];
  } catch (error) {
    if (error instanceof MerchantConfigError) return error.problems;
    throw error;
  }
}

async function problemsWith(): Promise<string[]> {
  try {
    await readMerchantConfigs(dir, { checkRecord: record });
    return [];
  } catch (error) {
    if (error instanceof MerchantConfigError) return error.problems;
    throw error;
  }
}

/** Marks the set held in the record, so a read that returns it can be told from a check. */
function markRecord(name: string): void {
  const held = JSON.parse(readFileSync(record, 'utf8')) as { set: { configs: { identity: { displayName: string } }[] } };
  held.set.configs[0]!.identity.displayName = name;
  writeFileSync(record, JSON.stringify(held));
}

const merchantFile = () => join(dir, 'bdwin', 'merchant.json');

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'merchant-check-record-'));
  dir = join(work, 'merchants');
  cpSync(shipped, dir, { recursive: true });
  record = join(work, 'merchants-checked.json');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the record of checked merchant configs', () => {
  it('is written by a check that passes and holds the checked set', async () => {
    const checked = await readMerchantConfigs(dir, { checkRecord: record });
    expect(existsSync(record)).toBe(true);
    // What a later start reads back is what the check produced, value for value.
    expect(JSON.parse(JSON.stringify(checked))).toEqual(checked);
    expect(await readMerchantConfigs(dir, { checkRecord: record })).toEqual(await readMerchantConfigs(dir));
  });

  it('is read instead of checking while nothing changed', async () => {
    markRecord('From the record');
    const set = await readMerchantConfigs(dir, { checkRecord: record });
    expect(set.configs[0]!.identity.displayName).toBe('From the record');
  });

  it('is not used for an edited merchant file of the same size: checked in full, same problems', async () => {
    const original = readFileSync(merchantFile(), 'utf8');
    // "isDefault": true -> "isDefault": 1234 (same length): the schema refuses it.
    const tampered = original.replace('"isDefault": true', '"isDefault": 1234');
    expect(tampered).not.toBe(original);
    expect(tampered.length).toBe(original.length);
    writeFileSync(merchantFile(), tampered);
    try {
      const expected = await problemsWithout();
      expect(expected.length).toBeGreaterThan(0);
      expect(await problemsWith()).toEqual(expected);
      // A refused check leaves the record as it was: undoing the edit finds it again.
    } finally {
      writeFileSync(merchantFile(), original);
    }
    expect((await readMerchantConfigs(dir, { checkRecord: record })).configs[0]!.identity.displayName).toBe('From the record');
  });

  it('is not used when a file is added to a merchant folder, or removed', async () => {
    const added = join(dir, 'cnstar', 'texts', 'ZZ.json');
    writeFileSync(added, '{ "not json');
    try {
      const expected = await problemsWithout();
      expect(expected.some((line) => line.includes('ZZ.json'))).toBe(true);
      expect(await problemsWith()).toEqual(expected);
    } finally {
      unlinkSync(added);
    }
    markRecord('Marked again');
    const layout = join(dir, 'layout.json');
    const base = readFileSync(layout);
    unlinkSync(layout);
    try {
      // Without its own layout.json the folder is checked against the checkout's: the same pages,
      // so the check passes, and it is a check, not the record.
      const set = await readMerchantConfigs(dir, { checkRecord: record });
      expect(set.configs[0]!.identity.displayName).not.toBe('Marked again');
    } finally {
      writeFileSync(layout, base);
    }
  });

  it('is not used after a valid edit: the edit is served and recorded', async () => {
    const original = readFileSync(merchantFile(), 'utf8');
    const config = JSON.parse(original) as { identity: { displayName: string } };
    writeFileSync(merchantFile(), JSON.stringify({ ...config, identity: { ...config.identity, displayName: 'Edited name' } }, null, 2));
    try {
      expect((await readMerchantConfigs(dir, { checkRecord: record })).configs[0]!.identity.displayName).toBe('Edited name');
      markRecord('Recorded after the edit');
      expect((await readMerchantConfigs(dir, { checkRecord: record })).configs[0]!.identity.displayName).toBe('Recorded after the edit');
    } finally {
      writeFileSync(merchantFile(), original);
    }
  });

  it('is ignored when unreadable', async () => {
    writeFileSync(record, '{ half a rec');
    expect(await readMerchantConfigs(dir, { checkRecord: record })).toEqual(await readMerchantConfigs(dir));
    expect(JSON.parse(readFileSync(record, 'utf8'))).toHaveProperty('fingerprint');
  });
});
