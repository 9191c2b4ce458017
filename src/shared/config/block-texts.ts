// A block folder may hold the texts only its block uses (src/portal/blocks/<type>/texts/<LANG>.json,
// flat keys like the shipped locales): the portal loads them with the block's chunk and merges them
// into the language's texts under the same keys, so a new block type brings its texts in its folder.
// They are shipped texts like the locale files': complete in every language the locales have,
// English the reference, each folder checked on its own. Node only.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blockFolders, readBlockFolders } from './block-folders.ts';
import { completenessProblems, readTextsFile, type TextsFile } from './completeness.ts';
import type { Problem } from './problem.ts';

export const BLOCK_TEXTS_FOLDER = 'texts';
const REFERENCE = 'EN';
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** The block folders of `dirs` that hold texts (a `texts/EN.json`), each with its texts folder. */
export function blocksWithTexts(dirs: readonly string[] = blockFolders.dirs): { type: string; dir: string }[] {
  return readBlockFolders(dirs)
    .map((folder) => ({ type: folder.type, dir: join(folder.file, '..', BLOCK_TEXTS_FOLDER) }))
    .filter((folder) => existsSync(join(folder.dir, `${REFERENCE}.json`)));
}

/** The languages a block's texts folder has a file for. */
export function blockTextLanguages(dir: string): string[] {
  return readdirSync(dir).filter((file) => /^[A-Z]{2}\.json$/.test(file)).map((file) => file.slice(0, 2)).sort();
}

/** Every block folder's texts in `language`, merged (one key belongs to one block). */
export function shippedBlockTexts(language: string, dirs: readonly string[] = blockFolders.dirs): Record<string, string> {
  return Object.assign({}, ...blocksWithTexts(dirs).map(({ dir }) => readTextsFile(join(dir, `${language}.json`))?.keys ?? {})) as Record<string, string>;
}

/**
 * The gaps of one language in every block folder's texts, against that folder's English: each
 * missing key, lost placeholder or plural form names the folder's file. `own` (a merchant's texts)
 * may fill a key, as it may in the shipped locale.
 */
export function blockTextsProblems(language: string, own: TextsFile | null = null, dirs: readonly string[] = blockFolders.dirs): Problem[] {
  if (language === REFERENCE) return [];
  return blocksWithTexts(dirs).flatMap(({ dir }) => {
    const english = readTextsFile(join(dir, `${REFERENCE}.json`));
    if (!english) return [];
    const path = join(dir, `${language}.json`);
    const shipped = readTextsFile(path);
    const ours = (key: string) => key in english.keys || `${key.replace(PLURAL_FORM, '')}_other` in english.keys;
    const ownHere: TextsFile | null = own ? { ...own, keys: Object.fromEntries(Object.entries(own.keys).filter(([key]) => ours(key))) } : null;
    const files = [shipped, ownHere].filter((file): file is TextsFile => file !== null);
    return completenessProblems({ language, reference: english.keys, files, missingFile: shipped?.file ?? path });
  });
}
