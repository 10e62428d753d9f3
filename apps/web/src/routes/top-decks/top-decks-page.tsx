import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import { DECK_STAGE_LABELS } from '@pitchfit/contracts/fund';
import { MESSAGES } from '@pitchfit/contracts/messages';
import type { StageFilter } from '@pitchfit/contracts/pipeline';
import { useState } from 'react';
import { DeckGrid } from '../../features/decks/deck-card';
import { DeckListLoadState } from '../../features/decks/deck-list-load-state';
import { DeckModalHost } from '../../features/decks/deck-modal-host';
import { DeckStatusAnnouncer } from '../../features/decks/deck-status-announcer';
import { decksToCsv } from '../../features/decks/decks-csv';
import { downloadCsv } from '../../features/decks/download-csv';
import { filterDecks, MATCH_FILTER_KEYS } from '../../features/decks/match-filter';
import { MatchFilters } from '../../features/decks/match-filters';
import { deckStreamAttribute, useDecks } from '../../features/decks/use-decks';
import { StageSelect } from '../../features/pipeline/stage-select';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequireSession } from '../../lib/use-require-session';
import '../../features/decks/decks.css';

function csvFileName(filter: MatchFilter, stage: StageFilter): string {
  const day = new Date().toISOString().slice(0, 10);
  return `pitchfit-decks-${filter}${stage === 'all' ? '' : `-${stage}`}-${day}.csv`;
}

/**
 * Every deck, best match first, filtered by match band and pipeline stage, with the detail modal and
 * a CSV export of what is shown.
 */
export function TopDecksPage() {
  useDocumentTitle('Pitch Deck Analysis');
  const loggedIn = useRequireSession();
  const { query: decks, live } = useDecks(loggedIn);
  const [filter, setFilter] = useState<MatchFilter>('all');
  const [stage, setStage] = useState<StageFilter>('all');
  const [openDeckId, setOpenDeckId] = useState<string | null>(null);
  if (!loggedIn) return null;

  const all = decks.data?.results ?? [];
  const inStage = stage === 'all' ? all : all.filter((deck) => deck.stage === stage);
  const shown = filterDecks(inStage, filter);
  const counts = decks.data
    ? (Object.fromEntries(MATCH_FILTER_KEYS.map((key) => [key, filterDecks(inStage, key).length])) as Record<
        MatchFilter,
        number
      >)
    : null;

  return (
    <div className="container page top-decks" {...deckStreamAttribute(live)}>
      <header className="top-decks__header">
        <div>
          <h1>Pitch Deck Analysis</h1>
          <p className="muted">Every deck submitted to you, best match with your thesis first.</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={shown.length === 0}
          onClick={() => downloadCsv(csvFileName(filter, stage), decksToCsv(shown))}
        >
          Export CSV
        </button>
      </header>

      <div className="top-decks__filters">
        <MatchFilters value={filter} counts={counts} onChange={setFilter} />
        <StageSelect value={stage} onChange={setStage} />
      </div>
      <DeckStatusAnnouncer decks={decks.data?.results} />
      <p className="visually-hidden" role="status">
        {decks.data
          ? `${shown.length} of ${all.length} decks shown: ${MATCH_FILTERS[filter].label}${stage === 'all' ? '' : `, ${DECK_STAGE_LABELS[stage]}`}.`
          : ''}
      </p>

      <DeckListLoadState query={decks} />
      {decks.data && shown.length === 0 && (
        <div className="empty-state">
          <p>{MESSAGES.noDecksForFilter}</p>
          {all.length === 0 && <p className="muted">{MESSAGES.noDecksYet}</p>}
        </div>
      )}
      <DeckGrid decks={shown} detail="full" headingLevel={2} onOpen={setOpenDeckId} />

      <DeckModalHost
        decks={decks.data?.results}
        openDeckId={openDeckId}
        onClose={() => setOpenDeckId(null)}
      />
    </div>
  );
}
