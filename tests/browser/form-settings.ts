// bdwin's served copy with a merchant's form settings (forms.<call>) and its own texts, for the
// specs that show a form changes in config only; the original config is served again afterwards.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import { platformUrl } from './helpers.ts';

const dir = join(`${process.env.PORTAL_E2E_DATA_DIR}-merchants`, 'bdwin');
const merchantFile = join(dir, 'merchant.json');

/** Runs `body` while bdwin's served copy has `forms` and `texts` (in every language it has), then restores both. */
export async function withForms(texts: Record<string, string>, forms: object, body: () => Promise<void>): Promise<void> {
  const textFiles = readdirSync(join(dir, 'texts')).map((name) => join(dir, 'texts', name));
  const originals = new Map([merchantFile, ...textFiles].map((file) => [file, readFileSync(file, 'utf8')]));
  // The texts first, so the config never names a missing one.
  for (const file of textFiles) writeFileSync(file, `${JSON.stringify({ ...(JSON.parse(originals.get(file)!) as object), ...texts }, null, 2)}\n`);
  writeFileSync(merchantFile, `${JSON.stringify({ ...(JSON.parse(originals.get(merchantFile)!) as object), forms }, null, 2)}\n`);
  try {
    // A fresh server's first pages (warming up) can hold the reload back on a loaded machine.
    await expect.poll(servedForms, { timeout: 45_000 }).toEqual(forms);
    await body();
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
    await expect.poll(servedForms, { timeout: 15_000 }).toBeNull();
  }
}

async function servedForms(): Promise<unknown> {
  const response = await fetch(platformUrl('/wps/portal/config'), { headers: { Merchant: 'bdwin' } });
  return ((await response.json()) as { value: { forms?: unknown } }).value.forms ?? null;
}
