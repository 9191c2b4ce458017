// The password typed at a login that must end in a password change, kept in memory only (never
// in storage) so the change-password form need not ask for it again.
let typed: string | null = null;

export function rememberTypedPassword(password: string): void {
  typed = password;
}

export function takeTypedPassword(): string | null {
  return typed;
}

export function forgetTypedPassword(): void {
  typed = null;
}
