// Spec section 2: with "login to home page" on, anyone without a session token is sent to /login,
// except on these paths.
export const GUARD_EXCEPTIONS = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Routes that need a login whatever the setting (spec: lottery routes require login). */
export const LOGIN_REQUIRED = ['/lottery', '/seaLottery', '/vnLottery'];

export function guardRedirect(path: string, hasToken: boolean, loginToHomePage: boolean): string | null {
  if (hasToken) return null;
  if (loginToHomePage && !GUARD_EXCEPTIONS.includes(path)) return '/login';
  if (LOGIN_REQUIRED.includes(path)) return '/login';
  return null;
}
