import { useEffect } from 'react';

/** Names the page in the tab and for screen readers: "About · Pitchfit", or "Pitchfit" alone. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Pitchfit` : 'Pitchfit';
  }, [title]);
}
