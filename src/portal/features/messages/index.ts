// messages: the member centre's inbox (page messages) (platform routes/messages.ts).
export { MessagesPage } from './MessagesPage.tsx';
