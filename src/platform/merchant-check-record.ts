/**
 * A record of merchant configs that passed the full check, so a start whose configs have not
 * changed since skips the check (most of a restart's own work) and reads the checked result.
 *
 * The record holds a fingerprint of everything the check reads and the set it produced. The
 * merchant folder (which operators edit at run time) and the base layout are fingerprinted by
 * content: any edited byte, added or removed file means a full check, with its errors. The
 * shipped inputs (schemas, translation files, block folders) change only with a release, and are
 * fingerprinted by path, size and modification time, as the platform's build tells it is stale.
 * The record is written only after a check that found no problem; a record that cannot be read,
 * or that is of another fingerprint, is ignored.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockFolders } from '../shared/config/block-folders.ts';
import { repoRoot } from '../shared/config/paths.ts';
import type { MerchantSet } from './merchants.ts';

/** Changes when the record's layout or the set's shape does. */
const RECORD_VERSION = 1;

const SHIPPED_INPUTS = () => [join(repoRoot, 'schemas'), join(repoRoot, 'src/shared/i18n/locales'), join(repoRoot, 'src/desk/i18n/locales'), ...blockFolders.dirs];

/** Every file under `dir`, in a fixed order, each passed to `add` with its path. */
function eachFile(dir: string, add: (path: string) => void): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) eachFile(path, add);
    else add(path);
  }
}

function addContent(hash: Hash, path: string, root: string): void {
  hash.update(`\0${path.slice(root.length)}\0`);
  try {
    hash.update(readFileSync(path));
  } catch {
    hash.update('\0unreadable');
  }
}

/** The fingerprint of what checking the merchant configs in `merchantsDir` reads. */
export function merchantConfigFingerprint(merchantsDir: string): string {
  const hash = createHash('sha256');
  hash.update(`v${RECORD_VERSION}`);
  eachFile(merchantsDir, (path) => addContent(hash, path, merchantsDir));
  // A folder of merchants without its own layout.json is checked against the checkout's.
  hash.update('\0base layout');
  addContent(hash, join(repoRoot, 'merchants', 'layout.json'), repoRoot);
  for (const dir of SHIPPED_INPUTS()) {
    hash.update(`\0${dir}`);
    eachFile(dir, (path) => {
      const stat = statSync(path);
      hash.update(`\0${path.slice(dir.length)} ${stat.size} ${stat.mtimeMs}`);
    });
  }
  return hash.digest('hex');
}

interface CheckRecord {
  fingerprint: string;
  set: MerchantSet;
}

/** The checked set the record at `file` holds for `fingerprint`, or null. */
export function readCheckRecord(file: string, fingerprint: string): MerchantSet | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as CheckRecord;
    return record.fingerprint === fingerprint && Array.isArray(record.set?.configs) ? record.set : null;
  } catch {
    return null;
  }
}

/** Keeps `set`, which passed the full check, for `fingerprint`; a place it cannot write is no error. */
export function writeCheckRecord(file: string, fingerprint: string, set: MerchantSet): void {
  const next = `${file}.${process.pid}`;
  try {
    // Written beside and renamed: a process starting meanwhile never reads half a record.
    writeFileSync(next, JSON.stringify({ fingerprint, set } satisfies CheckRecord));
    renameSync(next, file);
  } catch {
    // A read-only installation checks in full on every start.
  }
}
