import './copyable-link.css';
import { useId } from 'react';
import { copyLink } from '../lib/copy-link';

/**
 * A link shown in full in a box, with a Copy button under it: the investor's public page on the
 * dashboard and the founder's private status link on the success screen. The box wraps anywhere, so
 * a long address never widens a phone's page.
 */
export function CopyableLink({
  href,
  link,
  copyLabel,
}: {
  href: string;
  /** The absolute address, shown and copied. */
  link: string;
  /** The Copy button's accessible name, when "Copy" alone would not say what it copies. */
  copyLabel?: string;
}) {
  const linkId = useId();
  return (
    <div className="copyable-link">
      <a id={linkId} href={href} className="copyable-link__url">
        {link}
      </a>
      <button
        type="button"
        className="button button--secondary"
        aria-label={copyLabel}
        onClick={() => void copyLink(link, document.getElementById(linkId))}
      >
        Copy
      </button>
    </div>
  );
}
