// The credentials typed at a login that must end in a password change, kept in memory only
// (never in storage): the change-password form need not ask for the current password again, and
// signs in again under the same username before member info was ever loaded.
let typed: { username: string; password: string } | null = null;

export function rememberTypedCredentials(username: string, password: string): void {
  typed = { username, password };
}

export function takeTypedCredentials(): { username: string; password: string } | null {
  return typed;
}

export function forgetTypedCredentials(): void {
  typed = null;
}
