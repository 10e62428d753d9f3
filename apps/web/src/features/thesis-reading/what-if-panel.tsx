import type { WhatIfMove, WhatIfResponse } from '@pitchfit/contracts/thesis-reading';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { isAuthFailure } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { formatMatchPercent } from '../decks/deck-format';

/** Waits this long after the last keystroke before asking: one what-if per pause, not per key. */
const TYPING_PAUSE_MS = 700;

const LISTS: Array<[keyof Omit<WhatIfResponse, 'decks_compared'>, string]> = [
  ['entering_top', 'Would enter your top 10'],
  ['leaving_top', 'Would leave your top 10'],
  ['biggest_up', 'Biggest moves up'],
  ['biggest_down', 'Biggest moves down'],
];

function MoveRow({ move }: { move: WhatIfMove }) {
  return (
    <li className="what-if__move">
      <span className="reading__label">{move.name}</span>{' '}
      <span>
        {formatMatchPercent(move.before) ?? 'unscored'} → {formatMatchPercent(move.after)}
      </span>
      <p className="what-if__reason">{move.reason}</p>
    </li>
  );
}

/**
 * Beside the thesis editor: how the investor's decks would move if they saved the text as it is
 * now (issue 28). Computed by the worker from the stored deck readings; nothing is saved until
 * the investor submits.
 */
export function WhatIfPanel({ thesis, saved }: { thesis: string; saved: string | null }) {
  const reading = useQuery(trpc.thesis.reading.queryOptions());
  const ask = useMutation(trpc.thesis.whatIf.mutationOptions());
  const [answer, setAnswer] = useState<WhatIfResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const edited = thesis.trim() !== '' && thesis.trim() !== (saved ?? '').trim();
  // The stored corrections count in the what-if as they will after saving; one object per reading.
  const corrections = useMemo(
    () =>
      reading.data
        ? { corrections: reading.data.corrections, cheque: reading.data.cheque_correction }
        : undefined,
    [reading.data],
  );
  const { mutateAsync } = ask;

  useEffect(() => {
    if (!edited) return;
    let current = true;
    const timer = setTimeout(() => {
      mutateAsync({ thesis, ...(corrections ? { reading: corrections } : {}) })
        .then((moves) => {
          if (!current) return;
          setAnswer(moves);
          setFailed(false);
        })
        .catch((cause: unknown) => {
          if (current && !isAuthFailure(cause)) setFailed(true);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [thesis, edited, corrections, mutateAsync]);

  return (
    <section className="card reading what-if" aria-labelledby={titleId}>
      <h2 id={titleId}>What if you saved this?</h2>
      <div aria-live="polite">
        {!edited ? (
          <p className="muted">Edit your thesis to see how your decks would move before you save.</p>
        ) : failed ? (
          <p className="muted">Could not work out the moves just now; they will show after your next edit.</p>
        ) : !answer || ask.isPending ? (
          <p className="muted">Working out how your decks would move…</p>
        ) : answer.decks_compared === 0 ? (
          <p className="muted">No scored decks to compare yet.</p>
        ) : (
          LISTS.map(([key, title]) => (
            <div key={key} className="reading__group">
              <h3 className="reading__kind">{title}</h3>
              {answer[key].length === 0 ? (
                <p className="muted">None.</p>
              ) : (
                <ul className="reading__items">
                  {answer[key].map((move) => (
                    <MoveRow key={move.deck_id} move={move} />
                  ))}
                </ul>
              )}
            </div>
          ))
        )}
      </div>
      <p className="muted">Nothing changes until you submit the thesis.</p>
    </section>
  );
}
