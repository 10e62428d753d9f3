import type { Application } from '@pitchfit/contracts/application';

/**
 * Hand-written applications that pin the grader's behaviour at both ends: one specific and
 * coherent, one vague but honest, and three that must land below 0.5 (thin, keyboard mash,
 * buzzwords). None is a real company.
 */

export const specificApplication: Application = {
  companyName: 'Ledgerline',
  oneLinePitch: 'Ledgerline reconciles bank feeds with invoices for small accounting firms.',
  productDescription:
    'Ledgerline connects to a firm’s clients’ bank accounts through Plaid and to their invoices in Xero and QuickBooks, then matches each payment to its invoice automatically. Unmatched items land in a review queue where an accountant confirms or splits them in one click. Matching rules learn from each confirmation, so the share matched without review rises from about 70% in the first week to over 90% after a month.',
  problemSolved:
    'Bookkeepers at small firms spend 6 to 10 hours a week per client matching payments by hand in spreadsheets, and month-end close slips by days. We interviewed 48 firm owners in 2024; 41 named reconciliation as their most hated task, and most still export CSV files from online banking to do it.',
  targetMarket:
    'Accounting firms with 2 to 20 staff in the US and UK that keep books for small businesses; there are about 45,000 such firms in the US alone. We start with firms already on Xero.',
  businessModel:
    'Subscription per client ledger: $15 per ledger per month, with a minimum of $150 per firm. Average firm in our pilots manages 30 ledgers, so about $450 a month.',
  currentTraction:
    '22 paying firms and 640 client ledgers live; $9,800 in monthly recurring revenue as of March. Pilot customers include Hart & Co and Northgate Bookkeeping. Net revenue retention is 115%.',
  growthRate:
    'MRR grew 18% month over month for the last 5 months, from $5,100 in October to $9,800 in March.',
  founderNames: 'Maya Chen, Tomás Ruiz',
  founderBackground:
    'Maya spent 7 years as an accountant at Grant Thornton and ran month-end close for 120 small-business clients. Tomás was a senior engineer at Stripe for 5 years, where he built reconciliation tooling for the Treasury team, and earlier co-founded a payroll startup that sold to Gusto in 2019.',
  whyThisTeam:
    'Maya has done this reconciliation by hand for years and knows what accountants will trust; Tomás has built matching systems for payment data at scale. We have worked together since 2021 on a side project that became Ledgerline.',
  marketSize:
    'About 45,000 US firms × an average of 25 client ledgers × $180 per ledger per year = roughly $200M SAM in the US; adding the UK and Canada brings the TAM to about $350M.',
  competitors:
    'Dext and Hubdoc capture receipts but leave matching to the accountant; Xero’s built-in bank rules handle simple cases only; larger firms use BlackLine, which starts at tens of thousands of dollars a year.',
  competitiveAdvantage:
    'Unlike Xero’s rules, our matching learns from every confirmation across all firms, so each new firm starts with a model trained on 640 ledgers of labelled data. That data is proprietary and grows with every customer, and it is integrated with both Xero and QuickBooks, which Dext is not.',
  amountRaising: '$1.2M seed',
  valuationExpectation: '$8M post-money cap',
  burnRate: '$55k per month after the raise (currently $18k per month)',
};

export const vagueApplication: Application = {
  companyName: 'Brightpath',
  oneLinePitch: 'An app that helps students find the right study habits.',
  productDescription:
    'Brightpath is a mobile app where students answer a few questions about how they study and get suggestions on better habits. It sends reminders and tracks how they are doing over time.',
  problemSolved:
    'Many students struggle to study well and do not know which habits work for them. They waste time and feel stressed before exams.',
  targetMarket: 'High school and university students who want to do better in their exams.',
  businessModel: 'Free app with a premium version later.',
  currentTraction: 'We have a prototype and some friends are testing it.',
  growthRate: 'Growing steadily as more friends try it.',
  founderNames: 'Sam Patel and Lee Wong',
  founderBackground:
    'We are both university students studying computer science and psychology and we care a lot about education.',
  whyThisTeam: 'We are students ourselves so we understand the problem.',
  marketSize: 'The education market is very big and growing.',
  competitors: 'There are some study apps but none focus on habits like we do.',
  competitiveAdvantage: 'Our app is easier to use and more personal than others.',
  amountRaising: 'Around $100k',
  valuationExpectation: 'Not sure yet',
  burnRate: 'Very low, we work from home.',
};

export const thinApplication: Application = {
  companyName: 'Startup',
  oneLinePitch: 'App',
  productDescription: 'An app.',
  problemSolved: 'N/A',
  targetMarket: 'Everyone',
  businessModel: '',
  currentTraction: 'None',
  growthRate: 'TBD',
  founderNames: 'me',
  founderBackground: 'Smart',
  whyThisTeam: 'We are good',
  marketSize: 'Big',
  competitors: 'None',
  competitiveAdvantage: 'Better',
  amountRaising: 'TBD',
  valuationExpectation: 'N/A',
  burnRate: '?',
};

export const keyboardMashApplication: Application = {
  companyName: 'asdfgh',
  oneLinePitch: 'asdf jkl qwerty uiop zxcv',
  productDescription: 'sdkfjh sdkjfh kjsdhf kjhsdf lkjsdf mnbvc xzcvb sdfghj asdfasdf',
  problemSolved: 'qwertyuiop asdfghjkl zxcvbnm qwerty asdfg',
  targetMarket: 'hjkl hjkl hjkl hjkl',
  businessModel: 'asdf',
  currentTraction: 'ksjdhf 1000000 users lkjsdf',
  growthRate: 'jhgf 500% kjhg',
  founderNames: 'qwe rty',
  founderBackground: 'zxcvbn mnbvcx lkjhgf poiuyt',
  whyThisTeam: 'dfghjk fghjkl ghjklz',
  marketSize: 'sdfg $10B dfgh',
  competitors: 'xcvb vbnm',
  competitiveAdvantage: 'wertyu ertyui rtyuio',
  amountRaising: 'asdf $1M',
  valuationExpectation: 'qwer $10M',
  burnRate: 'zxcv $50k',
};

export const buzzwordApplication: Application = {
  companyName: 'Synergex',
  oneLinePitch: 'A revolutionary AI-powered blockchain platform that empowers the future of everything.',
  productDescription:
    'Synergex leverages cutting-edge AI-driven innovation and blockchain to deliver seamless, holistic, next-generation solutions that unlock transformative synergies across the ecosystem.',
  problemSolved:
    'The world lacks disruptive, scalable, frictionless solutions that leverage synergy and innovation to empower a paradigm shift.',
  targetMarket: 'Everyone who wants innovative, world-class, next-generation solutions.',
  businessModel: 'Monetize the ecosystem by leveraging synergies.',
  currentTraction: 'Tremendous momentum and a passionate community of visionary early adopters.',
  growthRate: 'Exponential, game-changing growth.',
  founderNames: 'Visionary founders',
  founderBackground:
    'Passionate, visionary, world-class leaders with a disruptive mindset and a track record of innovation.',
  whyThisTeam: 'We are passionate visionaries who live and breathe disruptive innovation and synergy.',
  marketSize: 'A massive, limitless, trillion-opportunity ecosystem.',
  competitors: 'We have no competitors because our groundbreaking solution is unparalleled.',
  competitiveAdvantage:
    'Our revolutionary, best-in-class, cutting-edge, AI-driven paradigm is unparalleled and seamless.',
  amountRaising: 'Whatever it takes to disrupt the paradigm.',
  valuationExpectation: 'Unicorn potential, game-changing valuation.',
  burnRate: 'Optimized and scalable.',
};

/** Fixtures the calibration script prints and the tests pin, by name. */
export const CALIBRATION_FIXTURES: Record<string, Application> = {
  'specific (synthetic)': specificApplication,
  'vague but honest': vagueApplication,
  'thin / empty-ish': thinApplication,
  'keyboard mash': keyboardMashApplication,
  'buzzwords, no numbers': buzzwordApplication,
};
