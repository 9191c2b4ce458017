/** What the rest of the platform may use from the messages feature; its other files are its own. */
export { INBOX_DAYS } from './inbox.ts';
