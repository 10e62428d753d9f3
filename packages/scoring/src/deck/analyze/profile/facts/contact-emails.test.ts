import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../../test/deck-document';
import { prepareDeck } from '../prepare';
import { verifyFacts } from '../verify';
import { emailsIn, extractContactEmails, MAX_CONTACT_EMAILS } from './contact-emails';

const contactsOf = (pages: readonly string[]) =>
  extractContactEmails(prepareDeck(documentOf(pages))).map((contact) => contact.value);

const BODY = [
  'Kitewise\nTelemetry for small wind farms',
  'The problem\nTurbine owners learn of a fault when the power stops.',
  'Traction\n40 turbines live, $22k MRR',
];

describe('founder contact emails', () => {
  it('reads a mailto link, a "Contact:" line and a footer, lower-case, each once', () => {
    expect(
      contactsOf([
        ...BODY,
        'Thank you\nContact: Jane.Doe@Kitewise.io\nmailto:ravi@kitewise.io',
        'Appendix\nKitewise Ltd · jane.doe@kitewise.io · London',
      ]),
    ).toEqual(['jane.doe@kitewise.io', 'ravi@kitewise.io']);
  });

  it('reads bracketed obfuscations and spaces a text layer puts around "@"', () => {
    expect(emailsIn('jane [at] kitewise [dot] io')).toEqual(['jane@kitewise.io']);
    expect(emailsIn('Write to jane(at)kitewise.io today')).toEqual(['jane@kitewise.io']);
    expect(emailsIn('JANE {AT} KITEWISE.CO.UK')).toEqual(['jane@kitewise.co.uk']);
    expect(emailsIn('ravi @ kitewise.io')).toEqual(['ravi@kitewise.io']);
  });

  it('takes no sentence, handle, file name or no-reply address for an address', () => {
    expect(emailsIn('Meet us at Kitewise dot com')).toEqual([]);
    expect(emailsIn('Follow @kitewise on X')).toEqual([]);
    expect(emailsIn('logo@2x.png and deck@final.pdf')).toEqual([]);
    expect(emailsIn('no-reply@kitewise.io, noreply@kitewise.io')).toEqual([]);
    expect(emailsIn('Ends a sentence: jane@kitewise.io.')).toEqual(['jane@kitewise.io']);
  });

  it('counts generic inboxes: they are the company’s own address', () => {
    expect(contactsOf([...BODY, 'Get in touch\nhello@kitewise.io | info@kitewise.io'])).toEqual([
      'hello@kitewise.io',
      'info@kitewise.io',
    ]);
  });

  it('leaves out advisors’, investors’ and journalists’ addresses, on their line or their slide', () => {
    expect(
      contactsOf([
        ...BODY,
        'Team\nJane Doe, CEO - jane@kitewise.io\nTom Lee, Advisor - tom@windfund.com',
        'Our investors\nWindfund Ventures - deals@windfund.com',
        'Coverage\n"Kitewise is one to watch" - Sam Roe, reporter at Energy Daily, sam@energydaily.com',
        'Thank you\ninvestors@kitewise.io',
      ]),
    ).toEqual(['jane@kitewise.io', 'investors@kitewise.io']);
  });

  it('keeps a few contacts, not a list of other people', () => {
    const roll = Array.from({ length: 9 }, (_, i) => `person${i}@customer${i}.com`).join('\n');
    expect(contactsOf([...BODY, `Contacts\n${roll}`])).toHaveLength(MAX_CONTACT_EMAILS);
  });

  it('cites each address to its line, so it passes the quote check every fact passes', () => {
    const pages = [...BODY, 'Thank you\nContact: jane [at] kitewise [dot] io'];
    const document = documentOf(pages);
    const contacts = extractContactEmails(prepareDeck(document));
    expect(contacts).toEqual([
      { value: 'jane@kitewise.io', page: 4, quote: 'Contact: jane [at] kitewise [dot] io' },
    ]);
    const empty = {
      companyName: null,
      oneLiner: null,
      industry: null,
      founders: [],
      traction: [],
      raise: null,
      valuation: null,
      stage: null,
      equityOffered: null,
    };
    const moved = contacts.map((contact) => ({ ...contact, page: 1 }));
    const verified = verifyFacts(document, { ...empty, contactEmails: [...contacts, ...moved] });
    expect(verified.facts.contactEmails).toEqual(contacts);
    expect(verified.dropped).toEqual(['contact email: quote not found on page 1']);
  });
});
