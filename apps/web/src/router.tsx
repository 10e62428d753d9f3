import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { PendingPage } from './components/pending-page';
import { loadChunk } from './lib/load-chunk';
import { isLoggedIn } from './lib/session';
import { queryClient, trpc } from './lib/trpc';
import { NotFoundPage } from './routes/errors/not-found-page';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { LandingPage } from './routes/home/landing-page';
import { RootLayout } from './routes/root-layout';

const rootRoute = createRootRoute({ component: RootLayout });

/** `loader` starts a page's data while its code loads, so a deep link waits for one round trip, not two. */
function page<TPath extends string>(path: TPath, component: RouteComponent, loader?: () => void) {
  return createRoute({ getParentRoute: () => rootRoute, path, component, loader });
}

/** A page whose code loads on first visit, in a chunk named for error messages (SPEC §8). */
function lazyPage<TModule extends Record<string, RouteComponent>>(
  chunk: string,
  importer: () => Promise<TModule>,
  exportName: keyof TModule & string,
): RouteComponent {
  return lazyRouteComponent(() => loadChunk(chunk, importer), exportName);
}

// The landing page ships in the main chunk for a fast first paint; other pages load on demand.
const routeTree = rootRoute.addChildren([
  page('/', LandingPage),
  page(
    '/about',
    lazyPage('about', () => import('./routes/home/about-page'), 'AboutPage'),
  ),
  page(
    '/Trymbinator/',
    lazyPage('simulator', () => import('./routes/simulator/simulator-page'), 'SimulatorPage'),
  ),
  // Identity
  page(
    '/access-code',
    lazyPage('access-code', () => import('./routes/access-code/access-code-page'), 'AccessCodePage'),
  ),
  page(
    '/login',
    lazyPage('login', () => import('./routes/login/login-page'), 'LoginPage'),
  ),
  page(
    '/auth/google/callback',
    lazyPage('google-callback', () => import('./routes/auth/google-callback-page'), 'GoogleCallbackPage'),
  ),
  page(
    '/set-username',
    lazyPage('set-username', () => import('./routes/set-username/set-username-page'), 'SetUsernamePage'),
  ),
  // Investor profile
  page(
    '/expand-profile',
    lazyPage(
      'expand-profile',
      () => import('./routes/expand-profile/expand-profile-page'),
      'ExpandProfilePage',
    ),
  ),
  page(
    '/fillout-profile',
    lazyPage(
      'fillout-profile',
      () => import('./routes/fillout-profile/fillout-profile-page'),
      'FilloutProfilePage',
    ),
    () => {
      if (isLoggedIn()) void queryClient.prefetchQuery(trpc.profile.questions.queryOptions());
    },
  ),
  // Decks
  page(
    '/pitch/status/$token',
    lazyPage('pitch-status', () => import('./routes/pitch-status/pitch-status-page'), 'PitchStatusPage'),
  ),
  page(
    '/pitch/$username',
    lazyPage('pitch', () => import('./routes/pitch/pitch-page'), 'PitchPage'),
  ),
  page(
    '/dashboard',
    lazyPage('dashboard', () => import('./routes/dashboard/dashboard-page'), 'DashboardPage'),
  ),
  page(
    '/top-decks',
    lazyPage('top-decks', () => import('./routes/top-decks/top-decks-page'), 'TopDecksPage'),
  ),
  page(
    '/submit-deck',
    lazyPage('submit-deck', () => import('./routes/submit-deck/submit-deck-page'), 'SubmitDeckPage'),
  ),
  page(
    '/submit-deck/$vcUsername',
    lazyPage('submit-deck', () => import('./routes/submit-deck/submit-deck-page'), 'SubmitDeckPage'),
  ),
  // Fund seats: the owner's Team screen, and a partner's invite link (`/invite` is where sign-in returns).
  page(
    '/team',
    lazyPage('team', () => import('./routes/team/team-page'), 'TeamPage'),
  ),
  page(
    '/invite/$token',
    lazyPage('invite', () => import('./routes/invite/invite-page'), 'InvitePage'),
  ),
  page(
    '/invite',
    lazyPage('invite', () => import('./routes/invite/invite-page'), 'InvitePage'),
  ),
]);

export const router = createRouter({
  routeTree,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  defaultPendingComponent: PendingPage,
  // Warm a page's chunk when its link is hovered or focused, so most navigations never wait.
  defaultPreload: 'intent',
  trailingSlash: 'preserve',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
