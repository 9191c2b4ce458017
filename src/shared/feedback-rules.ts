/**
 * The feedback form's rules, run by the portal (to say what is wrong before sending) and by the
 * platform (which decides). Words are what the Unicode word breaker calls words, so Chinese,
 * written without spaces, counts by its words too, and punctuation never counts.
 */
import type { FeedbackSettings } from '../generated/merchant.ts';

// Made when words are first counted: the word breaker loads its dictionaries, which a
// platform's start or a page that never counts should not wait for.
let segmenter: Intl.Segmenter | null = null;

export function countWords(text: string): number {
  let n = 0;
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  for (const part of segmenter.segment(text)) if (part.isWordLike) n += 1;
  return n;
}

export type ContentProblem = 'empty' | 'tooShort' | 'tooLong';

/** What is wrong with the content under these settings, or null. */
export function contentProblem(content: string, settings: Pick<FeedbackSettings, 'minWords' | 'maxWords' | 'maxChars'>): ContentProblem | null {
  const text = content.trim();
  if (!text) return 'empty';
  if (text.length > settings.maxChars) return 'tooLong';
  const words = countWords(text);
  if (words < settings.minWords) return 'tooShort';
  if (words > settings.maxWords) return 'tooLong';
  return null;
}
