import { useId } from 'react';
import { copyLink } from '../../lib/copy-link';

/**
 * The founder's private status link, shown once on the success screen: where they follow the deck,
 * send a new version or withdraw it. Only they have it; nothing lists it.
 */
export function StatusLinkCard({ path }: { path: string }) {
  const linkId = useId();
  const link = `${window.location.origin}${path}`;
  return (
    <div className="status-link">
      <p className="status-link__lead">
        Keep this private link: it shows where your deck stands, and lets you send a new version or withdraw
        it. It is shown only now.
      </p>
      <div className="status-link__row">
        <a id={linkId} href={path} className="status-link__url">
          {link}
        </a>
        <button
          type="button"
          className="button button--secondary"
          aria-label="Copy your status link"
          onClick={() => void copyLink(link, document.getElementById(linkId))}
        >
          Copy
        </button>
      </div>
    </div>
  );
}
