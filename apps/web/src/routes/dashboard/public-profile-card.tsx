import { MESSAGES } from '@pitchfit/contracts/messages';

/** The founders' link to this investor, and a Copy button (SPEC: it alerts when copied). */
export function PublicProfileCard({ username }: { username: string | null }) {
  const link = username ? `${window.location.origin}/pitch/${username}` : null;

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      window.alert(MESSAGES.linkCopied);
    } catch {
      // No clipboard access (an insecure origin, or permission refused): select the link instead.
      const range = document.createRange();
      const linkElement = document.getElementById('public-profile-link');
      if (!linkElement) return;
      range.selectNodeContents(linkElement);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      window.alert('The link could not be copied automatically. It is selected: copy it with Ctrl+C or ⌘C.');
    }
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
