import type { CitedValue, ScorePartChange, VersionDiff } from '@pitchfit/contracts/deck-versions';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { trpc } from '../../lib/trpc';
import { formatMatchPercent, formatSubmittedDate } from './deck-format';

/** "v2" beside a deck a founder sent a new version of; nothing on a first version. */
export function VersionBadge({ version }: { version: number }) {
  if (version < 2) return null;
  return (
    <span className="version-badge">
      <span className="visually-hidden">version </span>v{version}
    </span>
  );
}

function Cited({ values }: { values: CitedValue[] }) {
  if (values.length === 0) return <span className="muted">Not stated</span>;
  return (
    <ul className="version-diff__values">
      {values.map((value) => (
        <li key={`${value.value}-${value.page}`}>
          {value.value} <span className="muted">(p. {value.page})</span>
        </li>
      ))}
    </ul>
  );
}

const percentOr = (score: number | null) => formatMatchPercent(score) ?? 'no score';

function PartChange({ change }: { change: ScorePartChange }) {
  return (
    <li>
      <strong>{change.part}</strong>: {percentOr(change.before)} → {percentOr(change.after)}
      {change.after_reasoning && <span className="version-diff__why"> {change.after_reasoning}</span>}
    </li>
  );
}

/** One step, v1 → v2: the facts that changed (cited in each version) and how the match moved, part by part. */
function VersionStep({ diff }: { diff: VersionDiff }) {
  const from = `v${diff.from_version}`;
  const to = `v${diff.to_version}`;
  return (
    <div className="version-diff">
      <h4>
        {from} → {to}
      </h4>
      {diff.facts.length === 0 ? (
        <p className="muted">No change in raise, valuation, stage, traction, team or HQ.</p>
      ) : (
        <table className="version-diff__facts">
          <caption className="visually-hidden">
            Facts that changed from {from} to {to}
          </caption>
          <thead>
            <tr>
              <th scope="col">Fact</th>
              <th scope="col">{from}</th>
              <th scope="col">{to}</th>
            </tr>
          </thead>
          <tbody>
            {diff.facts.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                <td>
                  <Cited values={change.before} />
                </td>
                <td>
                  <Cited values={change.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="version-diff__score">
        Match: {percentOr(diff.score.before)} → {percentOr(diff.score.after)}
      </p>
      {diff.score.parts.length > 0 ? (
        <ul className="version-diff__parts">
          {diff.score.parts.map((change) => (
            <PartChange key={change.part} change={change} />
          ))}
        </ul>
      ) : (
        diff.score.after !== null && <p className="muted">No part of the match moved.</p>
      )}
    </div>
  );
}

/** Every version of the deck the founder sent, and what changed at each step. */
export function DeckVersions({ deckId }: { deckId: string }) {
  const versions = useQuery(trpc.decks.versions.queryOptions({ id: deckId }));
  if (versions.isPending) return <p className="muted">Loading versions…</p>;
  if (versions.isError) return <Alert message="The versions of this deck could not be loaded." />;
  return (
    <div className="deck-versions">
      <ol className="deck-versions__list">
        {versions.data.versions.map((version) => (
          <li key={version.id}>
            v{version.version}: {version.file_name}, sent {formatSubmittedDate(version.uploaded_at)}
            {version.status === 'withdrawn' ? ' (withdrawn)' : ''}
          </li>
        ))}
      </ol>
      {versions.data.diffs.map((diff) => (
        <VersionStep key={diff.to_version} diff={diff} />
      ))}
    </div>
  );
}
