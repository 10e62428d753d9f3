import { matchVerdict, matchVerdictLabel } from '@pitchfit/contracts/match-verdict';

/**
 * What the match score says, in words (issue 26: "Fits your thesis", "Partly fits", "Outside your
 * thesis"), beside SPEC's colour band: the band grades the number, the verdict reads it.
 * Nothing before a first score.
 */
export function MatchVerdict({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <span className={`match-verdict match-verdict--${matchVerdict(score)}`}>{matchVerdictLabel(score)}</span>
  );
}
