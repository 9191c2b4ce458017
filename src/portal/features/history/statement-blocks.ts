// The statement's two blocks in one chunk: they show on one page, and each lazy part costs the
// first load its loader and its file names.
import { blockTexts } from '../../blocks/texts.ts';

export { Statement } from './Statement.tsx';
export { StatementSummary } from './StatementSummary.tsx';

/** The summary speaks with the statement folder's texts (the list's CSV uses the same): in before it shows. */
export const summaryTexts = (): Promise<void> => blockTexts('statement');
