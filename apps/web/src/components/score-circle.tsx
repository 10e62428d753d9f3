import './score-circle.css';
import type { Verdict } from '@pitchfit/contracts/constants';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to the score, coloured by verdict band, with the whole percentage in the middle. */
export function ScoreCircle({ percentage, verdict }: { percentage: number; verdict: Verdict }) {
  return (
    <div className={`score-circle score-circle--${verdict}`} role="img" aria-label={`Score: ${percentage}%`}>
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle className="score-circle__track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="score-circle__value"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percentage / 100)}
        />
      </svg>
      <span className="score-circle__label" aria-hidden="true">
        {percentage}%
      </span>
    </div>
  );
}
