import { RECENT_DECKS_LIMIT } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { CallAgreementCard } from '../../features/calls/call-agreement-card';
import { DeckGrid } from '../../features/decks/deck-card';
import type { DeckModalSection } from '../../features/decks/deck-detail-modal';
import { DeckListLoadState } from '../../features/decks/deck-list-load-state';
import { DeckModalHost } from '../../features/decks/deck-modal-host';
import { recentDecks } from '../../features/decks/deck-status';
import { DeckStatusAnnouncer } from '../../features/decks/deck-status-announcer';
import { deckStreamAttribute, useDecks } from '../../features/decks/use-decks';
import { ThesisReadingPanel } from '../../features/thesis-reading/thesis-reading-panel';
import { isAuthFailure } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnerControls } from '../../lib/use-owner-controls';
import { useRequireSession } from '../../lib/use-require-session';
import { DashboardHeader } from './dashboard-header';
import { PublicProfileCard } from './public-profile-card';
import '../../features/decks/decks.css';
import './dashboard.css';

/** Where a disagreement between the investor's calls and Pitchfit's order sends them to correct the reading. */
const THESIS_READING_ANCHOR = 'thesis-reading';

/** The investor's home: profile, next actions, the public link, and the newest decks live. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const loggedIn = useRequireSession();
  const me = useQuery({ ...trpc.investor.me.queryOptions(), enabled: loggedIn });
  const { query: decks, live } = useDecks(loggedIn);
  const ownerControls = useOwnerControls(loggedIn);
  const [openDeck, setOpenDeck] = useState<{ id: string; section?: DeckModalSection } | null>(null);
  if (!loggedIn) return null;

  const thesis = me.data?.thesis?.trim() ? me.data.thesis : null;
  const recent = decks.data ? recentDecks(decks.data.results, RECENT_DECKS_LIMIT) : [];
  return (
    <div className="container page dashboard">
      <DashboardHeader username={me.data?.username ?? null} />
      <Alert message={me.isError && !isAuthFailure(me.error) && MESSAGES.loadProfileFailed} />

      <div className="dashboard__cards">
        <section className="card dashboard-card" aria-labelledby="profile-title">
          <h2 id="profile-title">Your Profile</h2>
          <h3 className="dashboard-card__label">Investment thesis</h3>
          {me.isPending ? (
            <p className="muted">Loading…</p>
          ) : (
            <p className={thesis ? 'dashboard-card__thesis' : 'muted'}>{thesis ?? MESSAGES.thesisNotSet}</p>
          )}
        </section>

        <section className="card dashboard-card" aria-labelledby="actions-title">
          <h2 id="actions-title">Actions</h2>
          {ownerControls === false && (
            <p className="muted">Only the fund&apos;s owner can change the thesis.</p>
          )}
          {me.data && ownerControls !== undefined && (ownerControls || thesis) && (
            <ul className="dashboard-card__actions">
              {ownerControls && (
                <li>
                  <Link to="/expand-profile" className="button button--primary">
                    {thesis ? 'Update your investment thesis' : 'Set your investment thesis'}
                  </Link>
                </li>
              )}
              {thesis && (
                <li>
                  <Link to="/top-decks" className="button button--secondary">
                    View your top decks
                  </Link>
                </li>
              )}
            </ul>
          )}
        </section>

        <PublicProfileCard username={me.data?.username ?? null} />
      </div>

      <section className="dashboard__decks" aria-labelledby="recent-title" {...deckStreamAttribute(live)}>
        <div className="section-heading">
          <h2 id="recent-title">Recent Pitch Decks</h2>
          <Link to="/top-decks" className="section-heading__link">
            View all decks
          </Link>
        </div>
        <DeckStatusAnnouncer decks={decks.data?.results} />
        <DeckListLoadState query={decks} />
        {decks.data && recent.length === 0 && <p className="empty-state">{MESSAGES.noDecksYet}</p>}
        <DeckGrid decks={recent} detail="summary" headingLevel={3} onOpen={(id) => setOpenDeck({ id })} />
      </section>

      {/* Below the decks: the investor comes for the decks; the reading is there to check and correct. */}
      {thesis && (
        <div id={THESIS_READING_ANCHOR} tabIndex={-1} className="dashboard__anchor">
          <ThesisReadingPanel thesis={thesis} editable={ownerControls === true} />
        </div>
      )}

      {thesis && (
        <CallAgreementCard
          decks={decks.data?.results}
          thesisReadingHref={`#${THESIS_READING_ANCHOR}`}
          onCorrectProfile={(id) => setOpenDeck({ id, section: 'profile' })}
        />
      )}

      <DeckModalHost
        decks={decks.data?.results}
        openDeckId={openDeck?.id ?? null}
        section={openDeck?.section}
        onClose={() => setOpenDeck(null)}
      />
    </div>
  );
}
