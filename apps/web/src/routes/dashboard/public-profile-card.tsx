import { CopyableLink } from '../../components/copyable-link';

/** The founders' link to this investor, and a Copy button (SPEC: it alerts when copied). */
export function PublicProfileCard({ username }: { username: string | null }) {
  const link = username ? `${window.location.origin}/pitch/${username}` : null;
  return (
    <section className="card dashboard-card" aria-labelledby="public-profile-title">
      <h2 id="public-profile-title">Your Public Profile</h2>
      <p className="muted">Founders submit their decks to you through this link.</p>
      {link ? <CopyableLink href={link} link={link} /> : <p className="muted">Loading…</p>}
    </section>
  );
}
