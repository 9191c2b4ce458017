// signIn: what every sign-in flow shares (login, registration, forgot and change password, free
// play): the member-info and captcha actors and the token actions. Imported only by the flows'
// own chunks, so xstate stays off a guest's first page load.
export { fetchCaptcha, sessionActors, tokenActions } from './actors.ts';
