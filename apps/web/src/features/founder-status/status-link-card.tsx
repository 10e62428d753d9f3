import { CopyableLink } from '../../components/copyable-link';

/**
 * The founder's private status link, shown once on the success screen: where they follow the deck,
 * send a new version or withdraw it. Only they have it; nothing lists it.
 */
export function StatusLinkCard({ path }: { path: string }) {
  return (
    <div className="status-link">
      <p className="status-link__lead">
        Keep this private link: it shows where your deck stands, and lets you send a new version or withdraw
        it. It is shown only now.
      </p>
      <CopyableLink href={path} link={`${window.location.origin}${path}`} copyLabel="Copy your status link" />
    </div>
  );
}
