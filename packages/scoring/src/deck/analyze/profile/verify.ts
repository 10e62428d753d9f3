import { quoteContains, quoteIsOnPage } from '../../../language/quote';
import type { DeckDocument } from '../../read/index';
import type { Cited, DeckFacts } from '../types';
import { findMoney, type Money, sameMoney } from '../vocabulary/money';
import { findStages } from '../vocabulary/stage';
import { emailsIn } from './facts/contact-emails';

type Support<T> = (value: T, quote: string) => boolean;

const anyValue: Support<unknown> = () => true;
const textInQuote: Support<string> = (value, quote) => quoteContains(quote, value);
const moneyInQuote: Support<Money> = (value, quote) =>
  findMoney(quote).some(
    (mention) =>
      sameMoney(mention, value) &&
      (mention.maxAmount === null ||
        value.maxAmount === null ||
        sameMoney({ ...mention, amount: mention.maxAmount }, { ...value, amount: value.maxAmount })),
  );
const percentInQuote: Support<number> = (value, quote) =>
  [...quote.matchAll(/(\d{1,2}(?:\.\d+)?)\s?%/g)].some((m) => Math.abs(Number(m[1]) / 100 - value) < 1e-9);

/**
 * The quote check every fact passes, whichever engine produced it: the quote must be on the
 * cited page, and a name, amount or stage must be in its own quote. A fact that fails is
 * dropped (never shown) and the drop is noted.
 */
export function verifyFacts(
  document: Pick<DeckDocument, 'pages'>,
  facts: DeckFacts,
): { facts: DeckFacts; dropped: string[] } {
  const dropped: string[] = [];
  const pageText = new Map(document.pages.map((page) => [page.number, page.text]));
  const check = <T>(field: string, fact: Cited<T> | null, supports: Support<T>): Cited<T> | null => {
    if (!fact) return null;
    const text = pageText.get(fact.page);
    if (text === undefined) {
      dropped.push(`${field}: page ${fact.page} does not exist`);
      return null;
    }
    if (!quoteIsOnPage(text, fact.quote)) {
      dropped.push(`${field}: quote not found on page ${fact.page}`);
      return null;
    }
    if (!supports(fact.value, fact.quote)) {
      dropped.push(`${field}: the quote on page ${fact.page} does not state the value`);
      return null;
    }
    return fact;
  };
  const checkAll = <T>(field: string, list: ReadonlyArray<Cited<T>>, supports: Support<T>) =>
    list.flatMap((fact) => {
      const kept = check(field, fact, supports);
      return kept ? [kept] : [];
    });
  return {
    facts: {
      companyName: check('company name', facts.companyName, textInQuote),
      oneLiner: check('one-liner', facts.oneLiner, anyValue),
      industry: check('industry', facts.industry, anyValue),
      founders: checkAll('founder', facts.founders, (founder, quote) => quoteContains(quote, founder.name)),
      traction: checkAll('traction', facts.traction, anyValue),
      raise: check('amount raised', facts.raise, moneyInQuote),
      valuation: check('valuation', facts.valuation, moneyInQuote),
      stage: check('stage', facts.stage, (stage, quote) => findStages(quote).some((m) => m.stage === stage)),
      equityOffered: check('equity offered', facts.equityOffered, percentInQuote),
      contactEmails: checkAll('contact email', facts.contactEmails ?? [], (email, quote) =>
        emailsIn(quote).includes(email),
      ),
    },
    dropped,
  };
}
