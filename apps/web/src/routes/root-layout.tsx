import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { NavBar } from '../components/nav-bar';
import { showsNavigation } from '../components/nav-visibility';
import { SiteFooter } from '../components/site-footer';
import { useIsLoggedIn } from '../lib/session';

export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loggedIn = useIsLoggedIn();
  const main = useRef<HTMLElement>(null);
  const firstPathname = useRef(pathname);

  // After client-side navigation, start keyboard and screen-reader users at the new page's content
  // (a full page load already starts at the top of the document).
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {showsNavigation(pathname, loggedIn) && <NavBar loggedIn={loggedIn} />}
      <main id="main" className="site-main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
