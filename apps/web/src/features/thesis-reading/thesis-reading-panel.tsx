import { DECK_INDUSTRIES, FUNDING_STAGES } from '@pitchfit/contracts/deck';
import {
  READING_COUNTRIES,
  READING_MODELS,
  READING_REGIONS,
  READING_SUBSECTORS,
  type ReadingFacet,
  type ReadingItem,
  type ReadingKind,
  readingValueLabel,
  subsectorValue,
  type ThesisReading,
} from '@pitchfit/contracts/thesis-reading';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import { refreshDecks } from '../decks/use-decks';
import { type Correction, itemEdits, withEdit, withoutCorrection } from './reading-edits';
import './thesis-reading.css';

const KIND_TITLES: Record<ReadingKind, string> = {
  want: 'Wants',
  exclude: 'Excludes',
  soft: 'Softly prefers',
};
const KIND_WORDS: Record<ReadingKind, string> = { want: 'Want', exclude: 'Exclude', soft: 'Softly prefer' };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => countryNames.of(code) ?? code;

/** The taxonomy the investor adds from: the engine's own values, listed once in contracts. */
const FACET_OPTIONS: Record<
  Exclude<ReadingFacet, 'term'>,
  { label: string; values: Array<[string, string]> }
> = {
  industry: { label: 'Industry', values: Object.entries(DECK_INDUSTRIES) },
  subsector: {
    label: 'Sub-sector',
    values: Object.entries(READING_SUBSECTORS).flatMap(([industry, ids]) =>
      ids.map((id): [string, string] => {
        const value = subsectorValue(industry as keyof typeof DECK_INDUSTRIES, id);
        return [value, readingValueLabel('subsector', value)];
      }),
    ),
  },
  stage: { label: 'Stage', values: Object.entries(FUNDING_STAGES) },
  model: { label: 'Customer', values: Object.entries(READING_MODELS) },
  region: { label: 'Region', values: Object.entries(READING_REGIONS) },
  country: {
    label: 'Country',
    values: READING_COUNTRIES.map((code): [string, string] => [code, countryName(code)]).sort((a, b) =>
      a[1].localeCompare(b[1]),
    ),
  },
};

function sourceText(source: string): string {
  return source === 'thesis' ? 'your thesis' : `your answer on ${source.replace(/_/g, ' ')}`;
}

/** The thesis with the words an item came from marked, so the investor sees where it was read. */
function MarkedThesis({ text, quote }: { text: string; quote: string | null }) {
  const at = quote ? text.toLowerCase().indexOf(quote.toLowerCase()) : -1;
  if (!quote || at < 0) return <p className="reading__thesis">{text}</p>;
  return (
    <p className="reading__thesis">
      {text.slice(0, at)}
      <mark>{text.slice(at, at + quote.length)}</mark>
      {text.slice(at + quote.length)}
    </p>
  );
}

/**
 * "How Pitchfit reads your thesis": what the fund wants, excludes and softly prefers, each with
 * the investor's words, and the corrections they make (remove, flip, hard or soft, add from the
 * taxonomy). A correction is a new thesis version: the decks are rescored and the list updates live.
 * Corrections are the fund owner's: a member (`editable` false) reads the same panel without them.
 */
export function ThesisReadingPanel({
  thesis,
  editable,
  headingLevel = 2,
}: {
  thesis: string | null;
  editable: boolean;
  headingLevel?: 2 | 3;
}) {
  const reading = useQuery(trpc.thesis.reading.queryOptions());
  const correct = useMutation(trpc.thesis.correctReading.mutationOptions());
  const [activeQuote, setActiveQuote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const titleId = useId();

  async function save(corrections: Correction[], done: string) {
    if (!reading.data || correct.isPending) return;
    setError(null);
    try {
      const answer = await correct.mutateAsync({ corrections, cheque: reading.data.cheque_correction });
      queryClient.setQueryData(trpc.thesis.reading.queryKey(), answer);
      void refreshDecks();
      setStatus(
        `${done}${answer.decks_rescored > 0 ? ` ${answer.decks_rescored} deck${answer.decks_rescored === 1 ? '' : 's'} will be rescored.` : ''}`,
      );
    } catch (cause) {
      if (!isAuthFailure(cause)) setError(serverMessage(cause, 'Could not save the correction. Try again.'));
    }
  }

  const data: ThesisReading | undefined = reading.data;
  const corrections: Correction[] = data?.corrections ?? [];
  return (
    <section className="card reading" aria-labelledby={titleId}>
      <Heading id={titleId}>How Pitchfit reads your thesis</Heading>
      {reading.isPending && <p className="muted">Loading…</p>}
      <Alert
        message={
          reading.isError && !isAuthFailure(reading.error) && 'Could not load how your thesis is read.'
        }
      />
      <Alert message={error} />
      {data && (
        <>
          {thesis && <MarkedThesis text={thesis} quote={activeQuote} />}
          {(['want', 'exclude', 'soft'] as const).map((kind) => {
            const items = data.items.filter((item) => item.kind === kind);
            return (
              <div key={kind} className="reading__group">
                <SubHeading className="reading__kind">{KIND_TITLES[kind]}</SubHeading>
                {items.length === 0 ? (
                  <p className="muted">Nothing read.</p>
                ) : (
                  <ul className="reading__items">
                    {items.map((item) => (
                      <ReadingRow
                        key={`${item.kind}:${item.facet}:${item.value}`}
                        item={item}
                        busy={correct.isPending}
                        onShow={() => setActiveQuote(item.quote)}
                        onEdit={
                          editable
                            ? (kind, hard, label) =>
                                save(
                                  withEdit(corrections, item, kind, hard),
                                  `${item.label}: ${label.toLowerCase()} saved.`,
                                )
                            : null
                        }
                      />
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
          <Rules rules={data.rules} SubHeading={SubHeading} />
          {editable && (
            <AddItem
              busy={correct.isPending}
              SubHeading={SubHeading}
              onAdd={(facet, value, kind) =>
                save(
                  withEdit(corrections, { facet, value, quote: null }, kind, kind !== 'soft'),
                  `${readingValueLabel(facet, value)} added.`,
                )
              }
            />
          )}
          {corrections.length > 0 && (
            <div className="reading__group">
              <SubHeading className="reading__kind">
                {editable ? 'Your corrections' : 'The owner’s corrections'}
              </SubHeading>
              <ul className="reading__corrections">
                {corrections.map((correction) => {
                  const lapsed = data.lapsed_corrections.some(
                    (c) =>
                      c.facet === correction.facet &&
                      c.value === correction.value &&
                      c.kind === correction.kind,
                  );
                  const label =
                    correction.facet === 'country'
                      ? countryName(correction.value)
                      : readingValueLabel(correction.facet, correction.value);
                  return (
                    <li key={`${correction.facet}:${correction.value}:${correction.kind}`}>
                      <span>
                        {correction.kind === null ? 'Removed' : KIND_WORDS[correction.kind]} {label}
                        {correction.kind === 'exclude' && !correction.hard ? ' (soft)' : ''}
                        {lapsed && <span className="muted"> — its clause is no longer in your thesis</span>}
                      </span>
                      {editable && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={correct.isPending}
                          aria-label={`Undo correction of ${label}`}
                          onClick={() =>
                            save(withoutCorrection(corrections, correction), `Correction of ${label} undone.`)
                          }
                        >
                          Undo
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <p role="status" className="reading__status">
            {status}
          </p>
        </>
      )}
    </section>
  );
}

function ReadingRow({
  item,
  busy,
  onShow,
  onEdit,
}: {
  item: ReadingItem;
  busy: boolean;
  onShow: () => void;
  /** Null for a member: the row is read, not corrected. */
  onEdit: ((kind: ReadingKind | null, hard: boolean, label: string) => void) | null;
}) {
  const label = item.facet === 'country' ? countryName(item.value) : item.label;
  return (
    <li className="reading__item" onMouseEnter={onShow} onFocus={onShow}>
      <div className="reading__what">
        <span className="reading__label">{label}</span>
        {item.kind === 'exclude' && !item.hard && <span className="reading__tag">soft</span>}
        {item.corrected && (
          <span className="reading__tag reading__tag--corrected">
            {onEdit ? 'your correction' : 'the owner’s correction'}
          </span>
        )}
        {item.quote && (
          <q className="reading__quote" title={`From ${sourceText(item.source)}`}>
            {item.quote}
          </q>
        )}
        <span className="visually-hidden">, from {sourceText(item.source)}</span>
      </div>
      {onEdit && (
        <div className="reading__actions">
          {itemEdits(item).map((edit) => (
            <button
              key={edit.label}
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              aria-label={`${edit.label} ${label}`}
              onClick={() => onEdit(edit.kind, edit.hard, edit.label)}
            >
              {edit.label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function Rules({ rules, SubHeading }: { rules: ThesisReading['rules']; SubHeading: 'h3' | 'h4' }) {
  const stage = (ids: readonly string[]) =>
    ids.map((id) => FUNDING_STAGES[id as keyof typeof FUNDING_STAGES]).join(', ');
  const money = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <div className="reading__group">
      <SubHeading className="reading__kind">Rules</SubHeading>
      <dl className="reading__rules">
        <dt>Stages</dt>
        <dd>
          {rules.stages.wanted.length > 0 ? stage(rules.stages.wanted) : 'Any'}
          {rules.stages.soft.length > 0 && `; occasionally ${stage(rules.stages.soft)}`}
          {rules.stages.excluded.length > 0 && `; never ${stage(rules.stages.excluded)}`}
        </dd>
        <dt>Cheque</dt>
        <dd>
          {rules.cheque
            ? `${rules.cheque.currency ?? ''} ${money.format(rules.cheque.min)}${rules.cheque.max > rules.cheque.min ? ` to ${money.format(rules.cheque.max)}` : ''}`.trim()
            : 'Not stated'}
        </dd>
        <dt>Places</dt>
        <dd>
          {rules.places
            ? `${rules.places.role === 'hq' ? 'Based in ' : rules.places.role === 'market' ? 'Selling into ' : ''}${rules.places.labels.join(', ')}`
            : 'Anywhere'}
        </dd>
        {rules.founders && (
          <>
            <dt>Founders</dt>
            <dd>
              {rules.founders.label}
              {rules.founders.required ? ' (required)' : ' (a lean, not a requirement)'}
              <RuleQuote quote={rules.founders.quote} />
            </dd>
          </>
        )}
        {rules.customers && (
          <>
            <dt>Customers</dt>
            <dd>
              {rules.customers.label}
              <RuleQuote quote={rules.customers.quote} />
            </dd>
          </>
        )}
        {rules.audience.length > 0 && (
          <>
            <dt>Aimed at</dt>
            <dd>{rules.audience.map(({ who }) => who).join(', ')}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The investor's words a rule came from, under it. */
function RuleQuote({ quote }: { quote: string | null }) {
  return quote ? <q className="reading__quote reading__rule-quote">{quote}</q> : null;
}

function AddItem({
  busy,
  SubHeading,
  onAdd,
}: {
  busy: boolean;
  SubHeading: 'h3' | 'h4';
  onAdd: (facet: ReadingFacet, value: string, kind: ReadingKind) => void;
}) {
  const [facet, setFacet] = useState<Exclude<ReadingFacet, 'term'>>('industry');
  const [value, setValue] = useState('');
  const [kind, setKind] = useState<ReadingKind>('want');
  const id = useId();
  const options = FACET_OPTIONS[facet].values;
  const chosen = options.some(([v]) => v === value) ? value : (options[0]?.[0] ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) onAdd(facet, chosen, kind);
  }

  return (
    <form className="reading__add" onSubmit={submit}>
      <SubHeading className="reading__kind">Add an item</SubHeading>
      <div className="reading__add-fields">
        <label htmlFor={`${id}-kind`}>
          Pitchfit should
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ReadingKind)}>
            {(['want', 'exclude', 'soft'] as const).map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k].toLowerCase()}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-facet`}>
          Kind of item
          <select
            id={`${id}-facet`}
            value={facet}
            onChange={(e) => setFacet(e.target.value as Exclude<ReadingFacet, 'term'>)}
          >
            {Object.entries(FACET_OPTIONS).map(([f, { label }]) => (
              <option key={f} value={f}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-value`}>
          {FACET_OPTIONS[facet].label}
          <select id={`${id}-value`} value={chosen} onChange={(e) => setValue(e.target.value)}>
            {options.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className="button button--primary button--small" disabled={busy}>
        Add
      </button>
    </form>
  );
}
