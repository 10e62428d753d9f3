import { activityText } from './activity-text';
import { useDeckActivity } from './use-pipeline';
import { When } from './when';

/** The deck's timeline, newest first: who moved it, noted or voted, and when. */
export function DeckActivity({ deckId }: { deckId: string }) {
  const activity = useDeckActivity(deckId);
  if (activity.isError) return <p className="alert">The timeline could not be loaded.</p>;
  if (!activity.data) return null;
  if (activity.data.entries.length === 0) return <p className="muted">Nothing has happened yet.</p>;
  return (
    <ol className="deck-activity">
      {[...activity.data.entries].reverse().map((entry) => (
        <li key={entry.id} className="deck-activity__entry">
          <span>{activityText(entry)}</span>
          <span className="muted">
            <When at={entry.at} />
          </span>
        </li>
      ))}
    </ol>
  );
}
