/**
 * Routes that show the navigation bar to logged-out visitors (SPEC §2): the landing page, the
 * sign-in screens, public pitch pages (a founder's status page too) and the simulator. Logged-in users see it everywhere.
 * Matching ignores case and a trailing slash, as the router does.
 */
const PUBLIC_NAV_ROUTES = [
  /^\/$/,
  /^\/access-code\/?$/i,
  /^\/login\/?$/i,
  /^\/auth\/google\/callback\/?$/i,
  /^\/pitch\/[^/]+\/?$/i,
  /^\/pitch\/status\/[^/]+\/?$/i,
  /^\/trymbinator\/?$/i,
];

export function showsNavigation(pathname: string, loggedIn: boolean): boolean {
  return loggedIn || PUBLIC_NAV_ROUTES.some((route) => route.test(pathname));
}
