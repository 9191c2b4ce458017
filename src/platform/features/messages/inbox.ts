/** How far back the inbox reaches: older messages are neither listed nor counted as unread. */
export const INBOX_DAYS = 90;
