import { copyLink } from '../../lib/copy-link';

/** The founders' link to this investor, and a Copy button (SPEC: it alerts when copied). */
export function PublicProfileCard({ username }: { username: string | null }) {
  const link = username ? `${window.location.origin}/pitch/${username}` : null;

  async function copy() {
    if (link) await copyLink(link, document.getElementById('public-profile-link'));
  }

  return (
    <section className="card dashboard-card" aria-labelledby="public-profile-title">
      <h2 id="public-profile-title">Your Public Profile</h2>
      <p className="muted">Founders submit their decks to you through this link.</p>
      {link ? (
        <div className="public-link">
          <a id="public-profile-link" href={link} className="public-link__url">
            {link}
          </a>
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            Copy
          </button>
        </div>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </section>
  );
}
