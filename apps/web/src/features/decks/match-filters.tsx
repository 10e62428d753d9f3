import { MATCH_FILTERS, type MatchFilter } from '@pitchfit/contracts/constants';
import { MATCH_FILTER_KEYS } from './match-filter';

/**
 * The top-decks filters as a group of toggle buttons: each is reachable with Tab and announces
 * whether it is pressed, and exactly one is pressed.
 */
export function MatchFilters({
  value,
  counts,
  onChange,
}: {
  value: MatchFilter;
  counts: Record<MatchFilter, number> | null;
  onChange: (filter: MatchFilter) => void;
}) {
  return (
    <fieldset className="match-filters">
      <legend className="visually-hidden">Filter decks by match</legend>
      {MATCH_FILTER_KEYS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="match-filters__option"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {MATCH_FILTERS[filter].label}
          {counts && (
            <span className="match-filters__count">
              <span className="visually-hidden">, </span>
              {counts[filter]}
              <span className="visually-hidden"> decks</span>
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
