import type { DeckIndustry } from '@pitchfit/contracts/deck';

/**
 * The industry that stands for software sold to businesses in any vertical: a thesis wanting
 * "B2B software" or "enterprise SaaS" wants an accounts-payable tool, an HR platform or a
 * security product as much as a horizontal CRM, so a deck selling software to businesses counts
 * toward it whatever vertical it reads as (BUSINESS_SOFTWARE_SECTOR_FLOOR).
 */
export const BUSINESS_SOFTWARE_INDUSTRY: DeckIndustry = 'enterprise-software';

/** Industries whose companies sell a molecule or a device, not software, even to businesses. */
export const NOT_SOFTWARE_INDUSTRIES: ReadonlySet<DeckIndustry> = new Set(['biotech', 'hardware-iot']);
