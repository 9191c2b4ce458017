// Spec section 2: with "login to home page" on, anyone without a session token is sent to /login,
// except on these paths; routes marked guestRedirect in the route table (the lottery routes)
// send a guest to /login whatever the setting.
import { routeFor } from './routes.ts';

export const GUARD_EXCEPTIONS = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export function guardRedirect(path: string, hasToken: boolean, loginToHomePage: boolean): string | null {
  if (hasToken) return null;
  if (loginToHomePage && !GUARD_EXCEPTIONS.includes(path)) return '/login';
  if (routeFor(path)?.guestRedirect) return '/login';
  return null;
}
