// messages: the member centre's messageV2 inbox (platform routes/messages.ts).
export { MessagesPage } from './MessagesPage.tsx';
