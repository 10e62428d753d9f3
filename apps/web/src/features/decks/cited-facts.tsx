import type { CitedFact, Deck } from '@pitchfit/contracts/deck';
import { PROFILE_CORRECTION_QUOTE } from '@pitchfit/contracts/deck-profile';
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadChunk } from '../../lib/load-chunk';

// pdf.js is large: its chunk loads only once a deck's detail opens, never with the deck list.
const loadPreviewChunk = () => loadChunk('pdf-preview', () => import('./pdf-page-preview'));
const PdfPagePreview = lazy(() => loadPreviewChunk().then((module) => ({ default: module.PdfPagePreview })));

/** Wide enough for the page beside the list; must match the `52rem` media query in decks.css. */
const SIDE_BY_SIDE_QUERY = '(min-width: 52rem)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

const FACT_LABELS: Record<string, string> = {
  company_name: 'Company',
  one_liner: 'One-liner',
  industry: 'Industry',
  founder: 'Founder',
  traction: 'Traction',
  raise_amount: 'Raise',
  valuation: 'Valuation',
  stage: 'Stage',
  equity_offered: 'Equity offered',
};

function factLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return FACT_LABELS[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** A preview that cannot load (its chunk, say) must not take the modal down with it. */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="pdf-preview__message">The page preview could not be loaded.</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * Every fact the engine read from the deck, with the page it is on and the words it rests on; each
 * page can be opened, drawn from the deck itself. On a wide screen the page shows beside the list;
 * on a narrow one it opens in place, under the tapped fact, and takes the focus, so the tap visibly
 * does something and a screen reader lands on the page.
 */
export function CitedFacts({ deck }: { deck: Deck }) {
  // A fact the investor corrected is theirs, not the deck's words: the Profile section shows it.
  const facts = (deck.parsed_data?.facts ?? [])
    .filter((fact) => fact.quote !== PROFILE_CORRECTION_QUOTE)
    .sort((a, b) => a.page - b.page);
  const [shown, setShown] = useState<CitedFact | null>(null);
  const previewId = useId();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const inlinePreview = useRef<HTMLDivElement>(null);
  const hasFacts = facts.length > 0;
  // The first page asked for should draw at once: pdf.js, its worker and the deck's file start
  // loading as the detail opens, while the investor reads the facts.
  useEffect(() => {
    if (!hasFacts) return;
    loadPreviewChunk()
      .then((module) => module.loadDeckDocument(deck.id))
      .catch(() => {
        // The preview says so itself if it is asked for and still cannot load.
      });
  }, [deck.id, hasFacts]);
  useEffect(() => {
    if (!shown || sideBySide) return;
    // Its top (caption, then the page) is brought into view: the page is taller than a phone's view,
    // and focusing alone would scroll only far enough to show its first pixels.
    inlinePreview.current?.focus({ preventScroll: true });
    inlinePreview.current?.scrollIntoView({ block: 'start' });
  }, [shown, sideBySide]);
  if (facts.length === 0) {
    return <p className="muted">No facts could be cited from this deck yet.</p>;
  }
  const preview = shown && (
    <PreviewBoundary>
      <Suspense
        fallback={
          <p className="pdf-preview__loading">
            <span className="spinner" aria-hidden="true" /> Loading the page preview…
          </p>
        }
      >
        <PdfPagePreview deckId={deck.id} fileName={deck.file_name} page={shown.page} quote={shown.quote} />
      </Suspense>
    </PreviewBoundary>
  );
  return (
    <div className="cited-facts">
      <ul className="cited-facts__list">
        {facts.map((fact, index) => {
          const selected = shown === fact;
          const headId = `${previewId}-fact-${index}`;
          const controlsPreview = sideBySide || selected;
          return (
            <li key={`${fact.field}:${fact.page}:${fact.quote}`} className="cited-fact">
              <div className="cited-fact__head" id={headId}>
                <span className="cited-fact__field">{factLabel(fact.field)}</span>
                <span className="cited-fact__value">{fact.value}</span>
              </div>
              <blockquote className="cited-fact__quote">
                <p>“{fact.quote}”</p>
              </blockquote>
              <button
                type="button"
                className="cited-fact__page"
                aria-pressed={selected}
                aria-controls={controlsPreview ? previewId : undefined}
                aria-describedby={headId}
                onClick={() => setShown(selected ? null : fact)}
              >
                Page {fact.page}
              </button>
              {!sideBySide && selected && (
                <section
                  id={previewId}
                  ref={inlinePreview}
                  tabIndex={-1}
                  className="cited-fact__preview"
                  aria-label={`Page ${fact.page} of the deck`}
                >
                  {preview}
                </section>
              )}
            </li>
          );
        })}
      </ul>
      {sideBySide && (
        <div id={previewId} className="cited-facts__preview" aria-live="polite">
          {preview}
        </div>
      )}
    </div>
  );
}
