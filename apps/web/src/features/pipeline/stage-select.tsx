import { DECK_STAGE_LABELS } from '@pitchfit/contracts/fund';
import { STAGE_FILTERS, type StageFilter } from '@pitchfit/contracts/pipeline';
import { useId } from 'react';
import './pipeline.css';

/** Top Decks' pipeline-stage filter, beside SPEC's match filters. */
export function StageSelect({
  value,
  onChange,
}: {
  value: StageFilter;
  onChange: (stage: StageFilter) => void;
}) {
  const id = useId();
  return (
    <div className="field stage-select">
      <label className="field__label" htmlFor={id}>
        Stage
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value as StageFilter)}
      >
        {STAGE_FILTERS.map((stage) => (
          <option key={stage} value={stage}>
            {stage === 'all' ? 'All stages' : DECK_STAGE_LABELS[stage]}
          </option>
        ))}
      </select>
    </div>
  );
}
