// feedback: the member centre's feedback page (send feedback with a captcha and an optional
// image; read one's history and the desk's replies). Its own chunk.
export const loadFeedbackPage = () => import('./FeedbackPage.tsx');
