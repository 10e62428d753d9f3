import { DECK_STAGE_LABELS, PASS_REASONS } from '@pitchfit/contracts/fund';
import type { ActivityEntry } from '@pitchfit/contracts/pipeline';

/** One timeline entry as a sentence: who did what (the when is shown beside it). */
export function activityText(entry: ActivityEntry): string {
  const who = entry.member.name;
  switch (entry.kind) {
    case 'stage_moved': {
      const to = entry.stage_to ? DECK_STAGE_LABELS[entry.stage_to] : 'another stage';
      const from = entry.stage_from ? ` from ${DECK_STAGE_LABELS[entry.stage_from]}` : '';
      const reason = entry.pass_reason ? ` (${PASS_REASONS[entry.pass_reason]})` : '';
      return `${who} moved it${from} to ${to}${reason}${entry.text ? `: “${entry.text}”` : ''}`;
    }
    case 'note_added':
      return `${who} added a note`;
    case 'note_edited':
      return `${who} edited a note`;
    case 'note_deleted':
      return `${who} deleted a note`;
    case 'voted':
      return `${who} voted`;
  }
}

/** A spread as words: how far apart the ratings are. */
export function spreadText(spread: { range: number; stdev: number }): string {
  const points = spread.range === 1 ? 'point' : 'points';
  return `Spread: ${spread.range} ${points} between the highest and lowest rating (standard deviation ${spread.stdev.toFixed(2)}).`;
}
