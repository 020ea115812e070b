import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BusinessInfo } from '@shop/kit/business-info.js';
import { TERMS_KIND_INFO, type TermsKind } from './terms.kinds.js';

/** The first version's Markdown of a kind, from subgraphs/commerce/data/terms/ (the migration stores it). */
export function firstVersionText(kind: TermsKind): string {
  const path = fileURLToPath(new URL(`../../data/terms/${TERMS_KIND_INFO[kind].file}`, import.meta.url));
  return readFileSync(path, 'utf8').trim();
}

/**
 * A stored text as served: `{{businessName}}` and the other placeholders replaced by the shop's
 * business facts from configuration (the privacy officer's contact changes without a new version;
 * unknown placeholders stay as written so a typo shows).
 */
export function renderTermsText(body: string, info: BusinessInfo): string {
  return body.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in info ? info[key as keyof BusinessInfo] : whole));
}
