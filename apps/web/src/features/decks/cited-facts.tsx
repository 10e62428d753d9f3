import type { CitedFact, Deck } from '@pitchfit/contracts/deck';
import { Component, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { loadChunk } from '../../lib/load-chunk';

// pdf.js is large: its chunk loads only when an investor first asks to see a page.
const PdfPagePreview = lazy(() =>
  loadChunk('pdf-preview', () => import('./pdf-page-preview')).then((module) => ({
    default: module.PdfPagePreview,
  })),
);

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
 * Every fact the engine read from the deck, with the page it is on and the words it rests on;
 * each page can be opened beside the list, drawn from the deck itself.
 */
export function CitedFacts({ deck }: { deck: Deck }) {
  const facts = [...(deck.parsed_data?.facts ?? [])].sort((a, b) => a.page - b.page);
  const [shown, setShown] = useState<CitedFact | null>(null);
  const previewId = useId();
  if (facts.length === 0) {
    return <p className="muted">No facts could be cited from this deck yet.</p>;
  }
  return (
    <div className="cited-facts">
      <ul className="cited-facts__list">
        {facts.map((fact, index) => {
          const selected = shown === fact;
          const headId = `${previewId}-fact-${index}`;
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
                aria-controls={previewId}
                aria-describedby={headId}
                onClick={() => setShown(selected ? null : fact)}
              >
                Page {fact.page}
              </button>
            </li>
          );
        })}
      </ul>
      <div id={previewId} className="cited-facts__preview" aria-live="polite">
        {shown && (
          <PreviewBoundary>
            <Suspense
              fallback={
                <p className="pdf-preview__loading">
                  <span className="spinner" aria-hidden="true" /> Loading the page preview…
                </p>
              }
            >
              <PdfPagePreview
                deckId={deck.id}
                fileName={deck.file_name}
                page={shown.page}
                quote={shown.quote}
              />
            </Suspense>
          </PreviewBoundary>
        )}
      </div>
    </div>
  );
}
