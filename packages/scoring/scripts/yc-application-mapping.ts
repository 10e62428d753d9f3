import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APPLICATION_FIELDS,
  type Application,
  type ApplicationField,
  applicationSchema,
} from '@pitchfit/contracts/application';

/**
 * Maps the five accepted YC applications of the corpus onto our form, the way a person filling in
 * our form from their old YC answers would. Rules, in order:
 *
 * 1. A field takes the verbatim answer(s) to the YC question(s) that ask the same thing
 *    (QUESTION_SOURCES below; several answers are joined with a blank line).
 * 2. Where no YC question asks it, it takes the sentences of the application that answer it,
 *    quoted verbatim (EXCERPTS below, per file; each excerpt must occur in the file, or mapping fails).
 * 3. Where nothing in the application answers it, it says so ("Not stated in the application."),
 *    which the grader treats as a placeholder. Nothing is filled from outside knowledge.
 *
 * Consequence worth knowing when reading the scores: YC's form never asked for a raise, a
 * valuation or a burn rate (YC sets its own terms), and rarely for a growth rate or a market size,
 * so these applications lose most of those points by construction.
 */

export const NOT_STATED = 'Not stated in the application.';

type Sources = Partial<Record<ApplicationField, RegExp[]>>;

const QUESTION_SOURCES: Sources = {
  oneLinePitch: [/^Describe what your company does in 50 characters/i],
  productDescription: [/^What is your company going to make/i],
  problemSolved: [/^What's new about what you're making/i],
  targetMarket: [/^How will you get users/i],
  businessModel: [/^How do or will you make money/i],
  currentTraction: [
    /^How far along are you/i,
    /^Are people using your product/i,
    /^How many active users or customers/i,
    /^Do you have revenue/i,
  ],
  founderBackground: [
    /^Please tell us in one or two sentences about something impressive/i,
    /^Please tell us about an interesting project/i,
  ],
  whyThisTeam: [/^Why did you pick this idea to work on/i, /^How long have the founders known one another/i],
  competitors: [/^Who are your competitors/i],
  competitiveAdvantage: [/^What do you understand about your business that other companies/i],
};

/**
 * Per file: the company name as applied, the founders as named, and verbatim sentences for fields
 * that no question asks (or, for oneLinePitch, the first sentence of the product answer when the
 * form had no one-line question).
 */
type QuotedField = Exclude<ApplicationField, 'companyName' | 'founderNames'>;
type FileMapping = { companyName: string; founderNames: string } & Partial<Record<QuotedField, string[]>>;

const EXCERPTS: Record<string, FileMapping> = {
  'dropbox-yc-s07.txt': {
    companyName: 'Dropbox',
    founderNames: 'Drew Houston',
    oneLinePitch: ["Dropbox synchronizes files across your/your team's computers."],
    targetMarket: [
      'Most small teams have a few basic needs',
      'fortunately small/medium businesses already pay for solutions that are subsets of what Dropbox does and are harder to use.',
    ],
    growthRate: ["It's currently in private beta and I add batches of people every few days."],
    currentTraction: [
      "I've already been approached by potential partners/customers asking for a web services API to programmatically create Dropboxes (e.g. to handle file sharing for Assembla.com, a web site for managing global dev teams).",
    ],
    whyThisTeam: [
      '3 months part time. About ~5KLOC client and ~2KLOC server of python, C++, Cheetah templates, installer scripts, etc.',
      "I'm leaving Bit9 in a few weeks to work on this full time regardless of YC funding.",
    ],
  },
  'standard-treasury-yc-s13.txt': {
    companyName: 'Standard Treasury',
    founderNames: 'Zac Townsend, Dan Kimerling',
    oneLinePitch: [
      'We are building APIs for commercial banking services by building on top of multiple large banks.',
    ],
    currentTraction: [
      "We've gotten verbal agreement from Wells Fargo, and are pretty far along with JPMorgan and Capital One. Will start with other banks shortly.",
    ],
    marketSize: [
      'For a (very, very) rough guide, profits at ten biggest banks last year were $120b.',
      "Let's call 50% of that transactional/FICC/pure commercial banking as we define it.",
      'Total addressable market: O(100s of billions)',
      'Serviceable available market through APIs: O(10s of billions)',
    ],
    amountRaising: [
      'Raising money because of non-trivial commercial and regulatory costs. Far along with recruiting the rest of the early team and considering raising a seed round.',
    ],
  },
  'proxino-taazr-yc-s10.txt': {
    companyName: 'Taazr',
    founderNames: 'Ethan Fast, Muzzammil',
    oneLinePitch: ['Taazr detects bugs in live web applications through statistical inference.'],
    targetMarket: [
      'Finding and fixing software bugs is expensive. Taazr will save companies time and money by identifying bugs and potential fixes in web applications.',
    ],
    marketSize: ['We see a market opportunity in the tens of millions.'],
  },
  'commandbar-foobar-yc-s20.txt': {
    companyName: 'Foobar',
    founderNames: 'Three co-founders (names are not given in the application).',
    founderBackground: [
      'Before that, the 3 founders worked on a different project for the past 12 months, full-time: https://codepost.io, a web app used by CS teachers (mostly at universities) to review student code. The 3 of us built the product and scaled it to 60 universities.',
    ],
    marketSize: [
      'The biggest possible market for Foobar is all internet businesses, since any website could benefit from Foobar.',
      'If we can match the value proposition of incumbent "customer success" vendors (like Intercom) then we could charge on the order of what they charge: $100 to $1000 dollars per month.',
    ],
  },
  'lago-yc-s21.txt': {
    companyName: 'Lago',
    founderNames: 'Anh-Tho Chuong, Raffi',
    competitors: [
      "- Zapier: 'Zaps' can send one data point from A to B, that's all.",
      "- Customer Data Platforms: we've tried and used many of them at Qonto (including Segment Personas).",
      "While ETLs (e.g., Fivetran) and reverse ETLs (e.g., Census, Hightouch) can help to move data around, it's not useful to Growth teams if they process already outdated data.",
    ],
    growthRate: [
      'At the end of January, before we even had a landing page, 70+ startups had already contacted us (100% inbound) and asked if they could try our product asap.',
    ],
    founderBackground: [
      'The latest one is Qonto (backed by P. Thiel, raised 100M+): we reached the 1M MRR mark 18 months after launch and Qonto is already a unicorn after only 5 years.',
      'After Qonto, I freelanced to help a dozen startups build their own internal tools and teams to solve this pain.',
      'we had built Qonto Startup Meetups community (4K+ French startups) at Qonto',
      'Anh-Tho (who was VP Growth)',
      'Anh-Tho launched Weebly (YC07) in France',
    ],
    marketSize: [
      '- A $1 000/month average ARPU -> $12 000 average ARR',
      '- Around 100K SMBs are using Hubspot CRM [1], which amounts to 29% of market share [2], so the total addressable market is 344K SMBs.',
      "- We're looking at a current $4+ bn total addressable market",
    ],
  },
};

interface Section {
  question: string;
  answer: string;
}

function sections(text: string): Section[] {
  return text
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [question = '', ...rest] = chunk.split('\n');
      return { question: question.trim(), answer: rest.join('\n').trim() };
    });
}

export interface MappedApplication {
  file: string;
  application: Application;
  /** Fields the application does not answer at all. */
  notStated: ApplicationField[];
}

export function mapApplication(file: string, text: string): MappedApplication {
  const excerpts = EXCERPTS[file];
  if (!excerpts) throw new Error(`No mapping written for ${file}`);
  const answers = sections(text);
  const compact = text.replace(/\s+/g, ' ');
  const quotedText = (field: QuotedField): string => {
    const fromQuestions = (QUESTION_SOURCES[field] ?? []).flatMap((pattern) =>
      answers.filter((s) => pattern.test(s.question)).map((s) => s.answer),
    );
    const quoted = excerpts[field] ?? [];
    for (const excerpt of quoted) {
      if (!compact.includes(excerpt.replace(/\s+/g, ' ')))
        throw new Error(`${file}: excerpt for ${field} is not in the file: ${excerpt}`);
    }
    // A one-line pitch is one answer, never a join: the 50-character question wins over an excerpt.
    if (field === 'oneLinePitch' && fromQuestions.length > 0) return fromQuestions[0] ?? '';
    return [...fromQuestions, ...quoted].join('\n\n');
  };
  const entries = APPLICATION_FIELDS.map(
    (field) =>
      [
        field,
        field === 'companyName' || field === 'founderNames' ? excerpts[field] : quotedText(field),
      ] as const,
  );
  const notStated = entries.filter(([, value]) => value.trim() === '').map(([field]) => field);
  // Parsed as the API parses a submission, so a mapped application is one the form would accept.
  const application = applicationSchema.parse(
    Object.fromEntries(
      entries.map(([field, value]) => [
        field,
        value.trim() === '' && field !== 'businessModel' ? NOT_STATED : value,
      ]),
    ),
  );
  return { file, application, notStated };
}

export function mapCorpusApplications(corpus: string): MappedApplication[] {
  const dir = join(corpus, 'applications');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => mapApplication(file, readFileSync(join(dir, file), 'utf8')));
}
