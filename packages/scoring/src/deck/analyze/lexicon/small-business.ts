/**
 * The words for small businesses as a kind of customer. Some theses are defined by who buys
 * rather than by an industry ("software and financial tools that small businesses buy, in any
 * sector: the restaurant, the salon, the plumber"): the buyers span sectors, so no industry
 * lexicon can say whether a deck sells to them. A trailing `*` matches any word ending.
 *
 * Specific on purpose: "businesses" or "owners" alone are said by every B2B deck; "small
 * businesses", "SMBs" or "shop owners" are not.
 */
export const SMALL_BUSINESS_TERMS: readonly string[] = [
  'small business*',
  'small and medium*',
  'small- and medium*',
  'small & medium*',
  'small to medium*',
  'small-to-medium*',
  'small and mid-sized*',
  'smb',
  'smbs',
  "smb's",
  'sme',
  'smes',
  "sme's",
  'msme*',
  'micro-business*',
  'microbusiness*',
  'micro business*',
  'micro-enterprise*',
  'mom-and-pop',
  'mom and pop',
  'main street business*',
  'main street shop*',
  'local business*',
  'local shop*',
  'local merchant*',
  'independent business*',
  'independent shop*',
  'independent store*',
  'independent restaurant*',
  'independent retailer*',
  'independent practice*',
  'owner-operator*',
  'owner-operated',
  'owner-led',
  'business owner*',
  'shop owner*',
  'store owner*',
  'restaurant owner*',
  'salon owner*',
  'practice owner*',
  'small landlord*',
  'independent landlord*',
  'small retailer*',
  'small merchant*',
  'small firm*',
  'small practice*',
  'small shop*',
  'sole trader*',
  'sole proprietor*',
  'solopreneur*',
  'kirana*',
  'corner shop*',
  'family-owned',
  'family business*',
  'small distributor*',
  // Kinds of small business a deck lists as its users ("salons and barbers, yoga studios, pet groomers").
  'hair salon*',
  'nail salon*',
  'salons',
  'barbers',
  'barbershop*',
  'yoga studio*',
  'fitness studio*',
  'tattoo parlo*',
  'pet groomer*',
  'hardware store*',
  'dry cleaner*',
  'tienditas',
  'tiendas de barrio',
  'bodegas',
  'negocios',
  // Spanish, Portuguese and French: "pymes", "pequenas empresas", "TPE et PME".
  'pyme',
  'pymes',
  'mipyme*',
  'pequeñas y medianas empresas',
  'pequeñas empresas',
  'pequenas e médias empresas',
  'pequenas empresas',
  'pme',
  'pmes',
  'tpe',
  'petites entreprises',
];

/** Of those, the words a thesis also uses of where its founders come from, not of their customers. */
export const FOUNDER_BACKGROUND_TERMS: ReadonlySet<string> = new Set([
  'family-owned',
  'family business*',
  'business owner*',
  'local business*',
]);

/** Who a thesis's companies sell to, in "software <cue> small businesses" ("sold to", "built for"). */
export const SMALL_BUSINESS_SERVING_CUES: readonly string[] = [
  'for',
  'serve',
  'serves',
  'serving',
  'sold to',
  'sell to',
  'sells to',
  'selling to',
  'built for',
  'designed for',
  'used by',
  'bought by',
];

/** The noun an adjective of size or ownership goes with ("owner-operated firms", "independent shops"). */
export const SMALL_BUSINESS_NOUNS: readonly string[] = [
  'firms',
  'businesses',
  'companies',
  'shops',
  'stores',
  'owners',
  'merchants',
  'retailers',
  'operators',
  'practices',
];

/** "Tools that small businesses buy": the verbs that make them the buyers or users. */
export const SMALL_BUSINESS_BUYER_VERBS: readonly string[] = [
  'buy',
  'buys',
  'use',
  'uses',
  'pay for',
  'pays for',
  'run on',
  'runs on',
  'rely on',
  'relies on',
  'adopt',
  'adopts',
];
