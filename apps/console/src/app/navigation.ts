/**
 * Lets code outside React (the API client's 401 handler) navigate with the router instead of a full reload.
 * The router registers its navigate function once it is mounted.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigate = fn;
}

export function goTo(to: string, options?: { replace?: boolean }): void {
  if (navigate) navigate(to, options);
  else window.location.assign(to);
}

/** The login page, remembering where the user was so signing in again returns there. */
export function loginPathFor(pathname: string, search = ''): string {
  if (pathname === '/login' || pathname === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
