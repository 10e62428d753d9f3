import { Link } from '@tanstack/react-router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>Pitchfit: scoring and matching pitch decks.</p>
        <ul>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/Trymbinator/">Accelerator Simulator</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
