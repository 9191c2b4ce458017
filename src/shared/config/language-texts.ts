// Every language a merchant offers must be complete where its players and its operators read it:
// the portal's shipped texts (the locale and the block folders' texts) with the merchant's own laid
// over them, and the payments desk's texts.
import { join } from 'node:path';
import { blockTextsProblems } from './block-texts.ts';
import { completenessProblems, readTextsFile, type TextsFile } from './completeness.ts';
import type { Problem } from './problem.ts';
import { TEXTS_FOLDER } from './texts.ts';

export interface LanguageTextsInput {
  /** merchants/<code> */
  folder: string;
  supported: readonly string[];
  defaultLanguage: string | undefined;
  localesDir: string;
  deskLocalesDir: string;
}

export interface LanguageTextsResult {
  /** Problems inside the texts files, each with its file and key. */
  problems: Problem[];
  /** Languages the desk has no texts file for, by their index in languages.supported. */
  missingDesk: { index: number; language: string; file: string }[];
}

const REFERENCE = 'EN';

export function checkLanguageTexts({ folder, supported, defaultLanguage, localesDir, deskLocalesDir }: LanguageTextsInput): LanguageTextsResult {
  const problems: Problem[] = [];
  const missingDesk: LanguageTextsResult['missingDesk'] = [];
  const shippedEnglish = readTextsFile(join(localesDir, `${REFERENCE}.json`));
  const own = (language: string) => readTextsFile(join(folder, TEXTS_FOLDER, `${language}.json`));
  // The merchant's own keys are written first in its default language or in English.
  const ownReference = { ...own(defaultLanguage ?? REFERENCE)?.keys, ...own(REFERENCE)?.keys };
  const reference = { ...ownReference, ...shippedEnglish?.keys };
  const ownOnly = (key: string) => !(shippedEnglish && key in shippedEnglish.keys);

  const deskEnglish = readTextsFile(join(deskLocalesDir, `${REFERENCE}.json`));
  supported.forEach((language, index) => {
    if (language === REFERENCE) return;
    const shippedPath = join(localesDir, `${language}.json`);
    const shipped = readTextsFile(shippedPath);
    // A missing or broken locale file is reported with the merchant file (checks.ts).
    if (shipped && shippedEnglish) {
      const files = [shipped, own(language)].filter((file): file is TextsFile => file !== null);
      problems.push(...completenessProblems({ language, reference, files, missingFile: shipped.file, optional: ownOnly }));
      // The texts block folders hold, each folder against its own English.
      problems.push(...blockTextsProblems(language, own(language)));
    }
    if (!deskEnglish) return;
    const deskPath = join(deskLocalesDir, `${language}.json`);
    const desk = readTextsFile(deskPath);
    if (!desk) missingDesk.push({ index, language, file: deskPath });
    else problems.push(...completenessProblems({ language, reference: deskEnglish.keys, files: [desk], missingFile: desk.file }));
  });
  return { problems, missingDesk };
}
