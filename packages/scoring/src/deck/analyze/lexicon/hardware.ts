/**
 * Words that say a company makes and sells a physical product (hardware.ts): the product itself
 * ("a benchtop robot", "thermal batteries", "depot chargers") or building it ("serial production",
 * "a demonstration unit"). A thesis that rarely does hardware means these companies, whatever
 * industry their words read as (lab robots read as biotech, thermal batteries as climate). Settings
 * the product works in ("the factory floor", "a factory line writes readings") and sensing
 * ("a passive sensor") are not listed: software sold into factories says them too, and neither is
 * "prototype", which software decks say of their first version. A trailing `*` matches any word ending.
 */
export const HARDWARE_PRODUCT_TERMS: readonly string[] = [
  'hardware',
  'robot*',
  'robotic*',
  'benchtop',
  'battery',
  'batteries',
  'charger*',
  'electrochemi*',
  'electroly*',
  'membrane*',
  'reactor*',
  'turbine*',
  'drone*',
  'firmware',
  'demonstration unit',
  'demonstration plant',
  'pilot plant',
  'pilot line',
  'production line',
  'serial production',
  'bill of materials',
  'units shipped',
  'manufactur*',
];

/**
 * Nouns after a hardware word that make it the object of software ("charger sizing", "robot fleet
 * management", "battery analytics") or of a customer's budget ("lower hardware costs", "hardware
 * vendors"): the deck plans, runs or saves on the thing rather than making it.
 */
export const SOFTWARE_OBJECT_NOUNS: readonly string[] = [
  'sizing',
  'siting',
  'placement',
  'planning',
  'scheduling',
  'management',
  'monitoring',
  'analytics',
  'data',
  'software',
  'cost*',
  'vendor*',
  'optimisation',
  'optimization',
  'fleet management',
  'orchestration',
];

/** Figures of speech with a hardware word in them ("the batteries-included database"): no device is meant. */
export const HARDWARE_IDIOMS: readonly string[] = [
  'batteries included',
  'battery included',
  'batteries not included',
];
