// npm run merchant:new -- <code> [--from <existing code>] [--dir <merchants dir>]
// Scaffolds merchants/<code>/ from an existing merchant (bdwin by default) with a neutral brand,
// its own logo and host, then validates it, so the operator starts from a file that passes.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { MerchantConfig } from '../src/generated/merchant.ts';
import { CONTENT_FOLDER, formatProblem, repoRoot, TEXTS_FOLDER, validateFiles } from '../src/shared/config/index.ts';

const CODE = /^[a-z][a-z0-9-]{1,31}$/;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const logo = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${name}">
  <rect width="160" height="48" rx="8" fill="#1f4e8c"/>
  <text x="16" y="31" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${name}</text>
</svg>
`;

const favicon = (initial: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="6" fill="#1f4e8c"/>
  <text x="16" y="22" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${initial}</text>
</svg>
`;

/** The new merchant: the template's settings with its own identity and placeholder contacts. */
export function scaffold(template: MerchantConfig, code: string): MerchantConfig {
  const config = structuredClone(template);
  config.identity = { ...config.identity, code, displayName: code.toUpperCase(), hosts: [`${code}.localhost`], isDefault: false };
  config.branding.copyright = { ...config.branding.copyright, holder: code.toUpperCase() };
  config.branding.appDownload = {
    ios: `https://apps.example.com/${code}/ios`,
    android: `https://apps.example.com/${code}/${code}.apk`,
  };
  config.navigation.sideMenu.contacts = config.navigation.sideMenu.contacts.map((contact) => ({
    ...contact,
    links: contact.links.slice(0, 1).map(() => ({ label: `${code} support`, url: `https://example.com/${code}/${contact.channel}` })),
  }));
  return config;
}

export function createMerchant(code: string, merchantsDir: string, from = 'bdwin'): string {
  if (!CODE.test(code)) throw new Error(`'${code}' is not a merchant code: lower-case letters, digits and dashes, starting with a letter`);
  const folder = join(merchantsDir, code);
  if (existsSync(folder)) throw new Error(`${relative(process.cwd(), folder)} already exists`);
  const template = JSON.parse(readFileSync(join(merchantsDir, from, 'merchant.json'), 'utf8')) as MerchantConfig;
  mkdirSync(folder, { recursive: true });
  const config = scaffold(template, code);
  writeFileSync(join(folder, 'merchant.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(join(folder, config.branding.logo), logo(config.identity.displayName));
  writeFileSync(join(folder, config.branding.favicon), favicon(code.charAt(0).toUpperCase()));
  // The template's own texts come along: its settings name their keys (a custom pattern's message).
  // Its content too (banners, notices, promotions, help), as a start the operator rewrites.
  for (const own of [TEXTS_FOLDER, CONTENT_FOLDER]) {
    const source = join(merchantsDir, from, own);
    if (existsSync(source)) cpSync(source, join(folder, own), { recursive: true });
  }
  return join(folder, 'merchant.json');
}

function main(): void {
  const args = process.argv.slice(2);
  const code = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!code) {
    console.error('Usage: npm run merchant:new -- <code> [--from <existing code>] [--dir <merchants dir>]');
    process.exit(2);
  }
  const dir = resolve(option(args, '--dir') ?? join(repoRoot, 'merchants'));
  try {
    const file = createMerchant(code, dir, option(args, '--from'));
    const { problems } = validateFiles([file]);
    for (const problem of problems) console.error(formatProblem(problem));
    console.log(`Created ${relative(process.cwd(), file)}${problems.length ? ` with ${problems.length} problem(s)` : '; it validates'}.`);
    console.log('Next: edit identity.hosts, branding (colours, logo.svg) and languages, then run npm run validate.');
    process.exitCode = problems.length ? 1 : 0;
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

if (process.argv[1]?.endsWith('merchant-new.ts')) main();
