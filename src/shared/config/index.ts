// Merchant config loading and validation (Node only: reads files).
export { loadMerchants, merchantFiles, validateFiles, type LoadOptions, type LoadResult } from './load.ts';
export { formatProblem, type Problem } from './problem.ts';
export { TEXTS_FOLDER, type TextsByLanguage } from './texts.ts';
export { CONTENT_FOLDER, type ContentByLanguage } from './content.ts';
export { merchantValidator } from './schema.ts';
export { repoRoot } from './paths.ts';
