/**
 * Part of the platform's build (scripts/build-platform.mjs runs it built, beside serve.js): checks
 * the merchant configs `npm start` will serve (MERCHANTS_DIR, default merchants/) and, when they
 * pass, records them with their inputs' fingerprint in the file named by its argument, so the
 * first start skips the check (src/platform/merchant-check-record.ts). Configs with problems are
 * not recorded: the start checks them and lists the problems.
 */
import { join, resolve } from 'node:path';
import { MerchantConfigError, readMerchantConfigs } from '../src/platform/merchants.ts';
import { repoRoot } from '../src/shared/config/paths.ts';

const record = process.argv[2];
if (!record) throw new Error('usage: record-merchant-check <record file>');
const merchantsDir = process.env.MERCHANTS_DIR ? resolve(process.env.MERCHANTS_DIR) : join(repoRoot, 'merchants');
try {
  await readMerchantConfigs(merchantsDir, { checkRecord: record });
} catch (error) {
  const why = error instanceof MerchantConfigError ? `${error.problems.length} problem(s)` : (error as Error).message;
  console.log(`The merchant configs in ${merchantsDir} were not recorded as checked (${why}); npm start checks them.`);
}
