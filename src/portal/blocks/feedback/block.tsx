// Sending feedback, and the member's feedback with its answers.
import { loadFeedbackPage } from '../../features/feedback/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadFeedbackPage().then((m) => m.FeedbackPage);
