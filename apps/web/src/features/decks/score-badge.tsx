import { scoreBand } from '@pitchfit/contracts/constants';
import { formatMatchPercent } from './deck-format';

/** The match score as a whole percentage, coloured by SPEC's score band; nothing before a first score. */
export function ScoreBadge({ score, size = 'md' }: { score: number | null; size?: 'md' | 'lg' }) {
  const percent = formatMatchPercent(score);
  if (score === null || percent === null) return null;
  const band = scoreBand(score);
  return (
    <span className={`score-badge score-badge--${band} score-badge--${size}`}>
      <span className="score-badge__value">{percent}</span>
      <span className="score-badge__band">{band}</span>
      <span className="visually-hidden"> match</span>
    </span>
  );
}
