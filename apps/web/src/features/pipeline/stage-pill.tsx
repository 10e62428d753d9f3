import { DECK_STAGE_LABELS, type DeckStage } from '@pitchfit/contracts/fund';
import './pipeline.css';

/** Where a deck stands in the fund's pipeline, as a pill; `label` says what it is when no text beside it does. */
export function StagePill({ stage, label = false }: { stage: DeckStage; label?: boolean }) {
  return (
    <span className={`stage-pill stage-pill--${stage}`}>
      {label && <span className="visually-hidden">Stage: </span>}
      {DECK_STAGE_LABELS[stage]}
    </span>
  );
}
