import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { ComingSoon } from './components/coming-soon';
import { PendingPage } from './components/pending-page';
import { loadChunk } from './lib/load-chunk';
import { NotFoundPage } from './routes/errors/not-found-page';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { LandingPage } from './routes/home/landing-page';
import { RootLayout } from './routes/root-layout';

const rootRoute = createRootRoute({ component: RootLayout });

function page<TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

/** A page whose code loads on first visit, in a chunk named for error messages (SPEC §8). */
function lazyPage<TModule extends Record<string, RouteComponent>>(
  chunk: string,
  importer: () => Promise<TModule>,
  exportName: keyof TModule & string,
): RouteComponent {
  return lazyRouteComponent(() => loadChunk(chunk, importer), exportName);
}

function comingSoon<TPath extends string>(path: TPath, title: string) {
  return page(path, () => <ComingSoon title={title} />);
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
  comingSoon('/expand-profile', 'Investment Thesis'),
  comingSoon('/fillout-profile', 'Profile Questions'),
  // Decks
  comingSoon('/pitch/$username', 'Submit your deck'),
  page(
    '/dashboard',
    lazyPage('dashboard', () => import('./routes/dashboard/dashboard-page'), 'DashboardPage'),
  ),
  comingSoon('/top-decks', 'Pitch Deck Analysis'),
  comingSoon('/submit-deck', 'Upload Test Deck'),
  comingSoon('/submit-deck/$vcUsername', 'Upload Test Deck'),
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
