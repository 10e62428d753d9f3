import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../../test/deck-document';
import { prepareDeck } from '../prepare';
import { extractCompanyName } from './company-name';

const nameOf = (pages: readonly string[], people: readonly string[] = []) =>
  extractCompanyName(prepareDeck(documentOf(pages)), people)?.value ?? null;

/** Body slides that name no company, so that only the rule under test can find one. */
const BODY = [
  'The problem\nWarehouses still count stock by hand once a quarter.',
  'How it works\nCeiling cameras count every pallet every night.\nAlerts go to the floor manager by text.',
  'Traction\n14 warehouses live\nARR $600K',
  'Business model\nPriced per square metre per year',
];
const withChrome = (pages: readonly string[], top: string | null, bottom: string | null) =>
  pages.map((page) => [top, page, bottom].filter((line) => line !== null).join('\n'));

describe('company name from the logo line, the footer and the cover', () => {
  it('reads a logo line written in lower case on every slide', () => {
    expect(nameOf(withChrome(['Stock counts without clipboards', ...BODY], 'brightwell', null))).toBe(
      'brightwell',
    );
  });

  it('never takes the round a footer or a cover title names for the company', () => {
    const pages = ['Carrowby | Pre-Seed Deck 2025\nOne page for everyone who looks after Mum', ...BODY];
    expect(nameOf(withChrome(pages, null, 'carrowby.example · pre-seed 2025'))).toBe('Carrowby');
    expect(nameOf(withChrome(pages, null, 'Series A · 2025'))).toBe('Carrowby');
  });

  it("reads the name before a tagline on the cover's first line", () => {
    expect(nameOf(['Remindly — the no-show killer for clinics', ...BODY])).toBe('Remindly');
    expect(nameOf(['Remindly: reminders patients answer in one tap', ...BODY])).toBe('Remindly');
    // Not a tagline: a second name, or a title in capitals.
    expect(nameOf(['Jane Roe — John Doe', ...BODY])).toBeNull();
  });

  it('never takes a city on the cover for the company', () => {
    const cover = 'Carrowby | Seed Deck 2025\nOne page for everyone who looks after Mum\nBristol, UK';
    expect(nameOf([cover, ...BODY])).toBe('Carrowby');
    expect(nameOf(['Stock counts without clipboards\nBristol, UK', ...BODY])).toBeNull();
  });

  it('reads the first part of a footer, without its legal form, city or banner', () => {
    const footer = 'Halden Analytics GmbH · Munich · Confidential';
    expect(nameOf(withChrome(['Stock counts without clipboards', ...BODY], null, footer))).toBe(
      'Halden Analytics',
    );
  });

  it('reads a name after a legal form written before it ("PT ...")', () => {
    const footer = 'PT Sinar Laut Nusantara · Surabaya';
    expect(nameOf(withChrome(['Stock counts without clipboards', ...BODY], null, footer))).toBe(
      'Sinar Laut Nusantara',
    );
  });

  it('reads a copyright footer without "Copyright" and the year', () => {
    const footer = 'Copyright 2024 Quorra Labs AB';
    expect(nameOf(withChrome(['Stock counts without clipboards', ...BODY], null, footer))).toBe(
      'Quorra Labs',
    );
  });

  it('never takes a confidentiality banner for the name', () => {
    const banner = 'CONFIDENTIAL - FOR INVESTOR DISCUSSION ONLY';
    expect(nameOf(withChrome(['Tessaly\nStock counts without clipboards', ...BODY], banner, null))).toBe(
      'Tessaly',
    );
  });

  it('reads "<Name> | Seed Deck 2025" on the cover', () => {
    expect(nameOf(['Pallettra | Seed Deck 2025\nStock counts without clipboards', ...BODY])).toBe(
      'Pallettra',
    );
  });

  it('reads a lower-case cover title that the deck keeps writing in lower case', () => {
    expect(
      nameOf([
        'quillon\nStock counts without clipboards',
        ...BODY,
        'Case study\nA regional grocer rolled out quillon in six weeks',
      ]),
    ).toBe('quillon');
  });

  it('prefers the cover title over a city on the line below it', () => {
    expect(nameOf(['Rackwise\nStock counts without clipboards\nRotterdam · Seed', ...BODY])).toBe('Rackwise');
  });

  it('does not take a cover line listing people for the name', () => {
    const pages = ['Ana Ruiz | Tom Becker | Lea Novak\nMay 2, 2024', ...BODY, 'Contact\nana@stockowl.io'];
    expect(nameOf(pages, ['Ana Ruiz', 'Tom Becker', 'Lea Novak'])).toBe('Stockowl');
  });
});

describe('company name from how the deck introduces itself', () => {
  it('reads "We are <Name>" over a product word the deck repeats', () => {
    const pages = [
      'Stock counts without clipboards',
      'We are Tallyhawk, the stock counter for mid-size warehouses',
      'Vision Cloud\nVision Cloud reads every camera.',
      'Vision Cloud alerts\nVision Cloud texts the manager.',
      ...BODY,
    ];
    expect(nameOf(pages)).toBe('Tallyhawk');
  });
});

describe('company name beside an analogy', () => {
  it('does not take the company in "We are <X> for <Y>" for the deck’s own', () => {
    const pages = [
      'We are Datadog for warehouses.\nRackloom · seed · Oslo',
      ...BODY,
      'Why now\nWe are Datadog for the physical world.',
    ];
    expect(nameOf(pages)).toBe('Rackloom');
  });
});

describe('company name from the deck’s own domain', () => {
  it('reads the company from the contact slide’s e-mail when the text never names it', () => {
    expect(nameOf(['Stock counts without clipboards', ...BODY, 'Contact us\nasha@veldt-robotics.com'])).toBe(
      'Veldt Robotics',
    );
  });

  it('does not take a team member’s institution for the company', () => {
    const team = 'Team\nRaj Mehta - raj.mehta@gmail.com\nLina Berg - lina.berg@kestrel-institute.org';
    expect(nameOf(['Stock counts without clipboards', team, ...BODY])).toBeNull();
  });

  it('reads a brand the deck writes in lower case when its own domain spells it', () => {
    const pages = [
      'Stock counts without clipboards',
      'What is loopline?\nloopline counts pallets while you sleep.\nLoopline is a two-person startup.',
      'Why now\nloopline runs on the cameras warehouses already own.',
      ...BODY,
      'Sign up at getloopline.com',
    ];
    expect(nameOf(pages)?.toLowerCase()).toBe('loopline');
  });
});

describe('what is never the company name', () => {
  it('skips an "Investor update" banner and a "DO NOT FORWARD" one (seventh and fourth eval halves)', () => {
    for (const banner of ['Investor update · Q3 2026 · shared with permission', 'DO NOT FORWARD']) {
      const pages = withChrome(['Quarry Lens', ...BODY], banner, null);
      pages.push('Contact\nhello@quarrylens.io');
      expect(nameOf(pages)).toBe('Quarry Lens');
    }
  });

  it('skips a running date that OCR misspelt on every slide', () => {
    const footer = 'Wedmesday Marhc 4. 2015';
    const pages = withChrome(['Stock counts without clipboards', ...BODY], null, footer);
    pages.push('Contact\nhello@pallet-pilot.com');
    expect(nameOf(pages)).toBe('Pallet Pilot');
  });

  it('skips a technical acronym such as "fMRI" that the deck repeats', () => {
    const pages = [
      'Cortexa\nBrain scans read in minutes',
      'Why fMRI\nfMRI shows activity; fMRI is slow to read.',
      'Product\nOur model reads fMRI and EEG together.\nfMRI reports in 5 minutes.',
      'Validation\nfMRI studies at 3 hospitals',
      'Next\nfMRI clinics in two more countries',
    ];
    expect(nameOf(pages)).toBe('Cortexa');
  });

  it('does not take a demo-night banner for the company (issue 26, class 11)', () => {
    const banner = 'RHINE VALLEY DEMO NIGHT 2024 · AUDIENCE AWARD';
    const pages = withChrome(
      [
        'Rhine Valley Demo Night\nRound 2 · Team 4',
        'Kornwerk\nKornwerk GmbH, founded 2023 in Basel by two agronomists',
        ...BODY,
      ],
      banner,
      null,
    );
    expect(nameOf(pages)).toBe('Kornwerk');
  });

  it('reads the company a hackathon team introduces, not the team or the event', () => {
    const pages = [
      'Team Night Owls\nCoastal Code Sprint Hackathon · Final round',
      'The challenge\nFishers sell at the dock for whatever the first buyer offers.',
      'Our product: TideMarket\nPrices from six harbours, sent by SMS every morning',
      ...BODY,
      'Team Night Owls\nThree second-year students',
    ];
    expect(nameOf(pages)).toBe('TideMarket');
  });

  it('reads the product a hackathon team is named after, where the deck also writes it alone', () => {
    const pages = [
      'Hackathon 2025 · Team Sabi',
      'Sabi\nVoice notes to bookkeeping for market traders',
      ...BODY,
      'Built in 48 hours by Team Sabi',
    ];
    expect(nameOf(pages)).toBe('Sabi');
  });

  it('reads a name from a contact address under a country domain', () => {
    expect(nameOf(['Stock counts without clipboards', ...BODY, 'Contact us\nhalo@gudang-pintar.id'])).toBe(
      'Gudang Pintar',
    );
  });

  it('does not take the second line of a wrapped one-pager heading for a lower-case cover title', () => {
    const pages = [
      'Ladang: crop loans and seed delivery for smallholder growers of rice and\nchillies\nLadang lends against the next harvest. PT Ladang Tani Digital, Surabaya.\nLadang has 4,000 growers.',
    ];
    expect(nameOf(pages)).toBe('Ladang');
  });

  it('does not take an accelerator’s batch or cohort for the company', () => {
    expect(nameOf(['YC W25\nClearwell\nWater testing in minutes, not weeks', ...BODY])).toBe('Clearwell');
    expect(nameOf(['Demo Day · Spring 2025 Cohort\nLoopa\nReturns that pay for themselves', ...BODY])).toBe(
      'Loopa',
    );
  });
});

describe('a deck that introduces itself in a sentence', () => {
  it('reads "<X> is raising" in a one-pager and "About <X>" as a heading', () => {
    expect(
      nameOf([
        'We help 2 million Kenyan families get solar power they can pay for by the day.\nBrightpath is raising $2M to reach 50,000 more homes in 2026.\nFounded by Wanjiru Kamau and Peter Otieno. Nairobi, Kenya.',
      ]),
    ).toBe('Brightpath');
    expect(
      nameOf([
        'Investor Presentation\nQ3 2025',
        'About Tarifa\nTarifa prices freight for small shippers in Mexico.',
        'Raising MXN 20M',
      ]),
    ).toBe('Tarifa');
  });
});
