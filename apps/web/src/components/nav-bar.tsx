import { Link, useNavigate } from '@tanstack/react-router';
import { logout } from '../lib/session';

export function NavBar({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <header className="site-header">
      <nav className="container nav" aria-label="Main">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true" />
          Pitchfit
        </span>
        <ul className="nav__links">
          <li>
            <Link to="/" className="nav__link" activeOptions={{ exact: true }}>
              Home
            </Link>
          </li>
          {loggedIn ? (
            <>
              <li>
                <Link to="/dashboard" className="nav__link">
                  Dashboard
                </Link>
              </li>
              {/* SPEC section 2 gives this order: Home, Dashboard, Logout, Top Decks. */}
              <li>
                <button type="button" className="nav__link" onClick={() => void logout(navigate)}>
                  Logout
                </button>
              </li>
              <li>
                <Link to="/top-decks" className="nav__link">
                  Top Decks
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link to="/access-code" className="nav__link">
                Login
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
