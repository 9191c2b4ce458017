// smsCountdown (flows/smsCountdown.machine.ts): the SMS-code button and its request actor.
export { SmsButton } from './SmsButton.tsx';
export { requestSmsCode, smsCountdownActor } from './actors.ts';
export { showSmsError } from './portal.ts';
