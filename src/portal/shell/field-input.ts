// How each sign-in and registration field is typed: the input type and inputmode that bring up
// the right keyboard on a phone, and the autocomplete token that lets the browser and password
// managers fill it (WHATWG autofill names). One table for every form.
import type { HTMLAttributes } from 'react';

export interface FieldInput {
  type?: 'text' | 'tel' | 'email' | 'password' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: string;
}

const TEL: FieldInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
const DIGITS_OFF: FieldInput = { inputMode: 'numeric', autoComplete: 'off' };

export const FIELD_INPUTS: Readonly<Record<string, FieldInput>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  confirmNewPassword: { type: 'password', autoComplete: 'new-password' },
  oldPassword: { type: 'password', autoComplete: 'current-password' },
  // A payment password is not the sign-in password: a password manager must not offer it.
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
  mobileNum: TEL,
  // Messenger numbers are phone numbers, but not the member's own mobile (no autofill).
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  zalo: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  captcha: { autoComplete: 'off' },
  payeeName: { autoComplete: 'name' },
  fullName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  birthday: { type: 'date', autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
  qqNum: DIGITS_OFF,
  idNumber: { autoComplete: 'off' },
};

/** The input attributes of a field (plain text without autofill when not listed). */
export function fieldInput(name: string): FieldInput {
  return FIELD_INPUTS[name] ?? { autoComplete: 'off' };
}
