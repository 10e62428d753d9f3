import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { ComingSoon } from './routes/coming-soon';

const rootRoute = createRootRoute({ component: () => <Outlet /> });

const pages: Array<[string, string]> = [
  ['/', 'Pitchfit'],
  ['/about', 'About'],
  ['/access-code', 'Access Verification'],
  ['/login', 'Login'],
  ['/auth/google/callback', 'Signing in'],
  ['/set-username', 'Set Username'],
  ['/pitch/$username', 'Submit your deck'],
  ['/dashboard', 'Dashboard'],
  ['/submit-deck', 'Upload Test Deck'],
  ['/submit-deck/$vcUsername', 'Upload Test Deck'],
  ['/expand-profile', 'Investment Thesis'],
  ['/fillout-profile', 'Profile Questions'],
  ['/top-decks', 'Pitch Deck Analysis'],
  ['/Trymbinator/', 'Accelerator Simulator'],
];

const routeTree = rootRoute.addChildren(
  pages.map(([path, title]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <ComingSoon title={title} /> }),
  ),
);

export const router = createRouter({ routeTree });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
