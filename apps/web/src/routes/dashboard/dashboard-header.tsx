import { Link, useNavigate } from '@tanstack/react-router';
import { logout } from '../../lib/session';
import './dashboard-header.css';

/** The dashboard's header: who is signed in, their fund's team, and the way out. */
export function DashboardHeader({ username }: { username: string | null }) {
  const navigate = useNavigate();
  return (
    <header className="dashboard-header">
      <div>
        <h1 className="dashboard-header__title">Dashboard</h1>
        {username && <p className="dashboard-header__user">@{username}</p>}
      </div>
      <div className="button-row">
        <Link to="/team" className="button button--secondary">
          Team
        </Link>
        <button type="button" className="button button--secondary" onClick={() => void logout(navigate)}>
          Logout
        </button>
      </div>
    </header>
  );
}
