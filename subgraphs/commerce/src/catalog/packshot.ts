import type { DemoPack } from '@shop/kit/demo-catalog.js';

/**
 * Generated packshots for the demo catalog: still drawings, but a shopper can tell products apart
 * at a glance. The container follows the product line (jar, bottle, carton, pouch, blister card),
 * the label and background colour follow the brand, and the label carries the line's short
 * Korean name and the brand. Each is a small SVG (< 2 KB) inlined as a data: URI, so the demo
 * needs no file storage and the image arrives with the product row.
 */

const PACK_NAMES: Record<DemoPack, string> = { jar: '통', bottle: '병', box: '상자', pouch: '파우치', blister: '블리스터 포장' };

/**
 * A brand's hue from its numeric id: 20 hues 18 degrees apart, stepped by 7 so that consecutive
 * ids land far apart on the wheel (the 20 demo brands get 20 different hues). Stable: the same
 * brand always gets the same colour.
 */
export function brandHue(brandId: number): number {
  return (brandId * 7 * 18) % 360;
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue},${saturation}%,${lightness}%)`;

/**
 * The label colour: dark enough for white text on every hue (yellow included); brands whose hues
 * are neighbours (ids 3 apart) differ in saturation too.
 */
export function brandColour(brandId: number): string {
  return hsl(brandHue(brandId), brandId % 2 ? 60 : 45, 28);
}

const escapeXml = (text: string) => text.replace(/[&<>'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A font size that fits `text` into `width` px: Hangul glyphs are about 1 em wide, Latin about 0.6 em. */
function fit(text: string, width: number, max: number): number {
  const ems = [...text].reduce((sum, c) => sum + (c.charCodeAt(0) >= 0x1100 ? 1 : 0.6), 0);
  return Math.max(8, Math.min(max, Math.floor(width / ems)));
}

/** Two label lines centred at x = 100: the line's short name (bold) and the brand. */
function label(name: string, brand: string, width: number, nameY: number, brandY: number, nameMax = 20): string {
  const nameSize = fit(name, width - 12, nameMax);
  const brandSize = fit(brand, width - 12, Math.min(13, nameSize));
  return `<g fill='#fff' text-anchor='middle' font-family='sans-serif'><text x='100' y='${nameY}' font-size='${nameSize}' font-weight='700'>${escapeXml(name)}</text><text x='100' y='${brandY}' font-size='${brandSize}'>${escapeXml(brand)}</text></g>`;
}

const OUTLINE = `stroke='#b8c0ca' stroke-width='2'`;

/** The container and its label; every shape draws inside the 200 x 200 box. */
function drawPack(pack: DemoPack, hue: number, colour: string, name: string, brand: string): string {
  switch (pack) {
    case 'jar':
      return (
        `<rect x='54' y='34' width='92' height='26' rx='5' fill='${colour}'/>` +
        `<rect x='42' y='56' width='116' height='120' rx='20' fill='#fff' ${OUTLINE}/>` +
        `<rect x='43' y='86' width='114' height='62' fill='${colour}'/>` +
        label(name, brand, 114, 114, 136)
      );
    case 'bottle':
      return (
        `<rect x='78' y='16' width='44' height='26' rx='4' fill='${colour}'/>` +
        `<path d='M86 42h28v10q26 6 26 30v94q0 12-12 12H72q-12 0-12-12V82q0-24 26-30z' fill='#fff' ${OUTLINE}/>` +
        `<rect x='61' y='96' width='78' height='64' fill='${colour}'/>` +
        label(name, brand, 78, 124, 146, 16)
      );
    case 'box':
      return (
        `<path d='M36 64l20-20h112l-20 20z' fill='${hsl(hue, 45, 48)}'/>` +
        `<path d='M148 64l20-20v114l-20 20z' fill='${hsl(hue, 45, 18)}'/>` +
        `<rect x='36' y='64' width='112' height='114' fill='${colour}'/>` +
        `<rect x='36' y='150' width='112' height='10' fill='#fff' opacity='.35'/>` +
        label(name, brand, 112, 108, 132)
      );
    case 'pouch':
      return (
        `<path d='M50 30h100l10 146q-60 8-120 0z' fill='#fff' ${OUTLINE}/>` +
        `<path d='M54 48h92' stroke='#b8c0ca' stroke-width='3'/>` +
        `<rect x='54' y='84' width='92' height='66' rx='8' fill='${colour}'/>` +
        label(name, brand, 92, 113, 136)
      );
    case 'blister':
      return (
        `<pattern id='b' width='26' height='30' patternUnits='userSpaceOnUse' x='35' y='96'><circle cx='13' cy='15' r='9' fill='#e8ecf1' ${OUTLINE}/></pattern>` +
        `<rect x='28' y='40' width='144' height='124' rx='10' fill='#fff' ${OUTLINE}/>` +
        `<path d='M28 50q0-10 10-10h124q10 0 10 10v40H28z' fill='${colour}'/>` +
        `<rect x='35' y='96' width='130' height='60' fill='url(#b)'/>` +
        label(name, brand, 144, 64, 82, 17)
      );
  }
}

export interface PackshotInput {
  pack: DemoPack;
  /** The product line's short Korean name (demoLineLabel: 유산균, 식물성 오메가3, ...). */
  lineName: string;
  brandId: number;
  brandName: string;
}

/** The packshot's SVG text (200 x 200, with a title for screen readers). */
export function packshotSvg({ pack, lineName, brandId, brandName }: PackshotInput): string {
  const hue = brandHue(brandId);
  const title = `${brandName} ${lineName} ${PACK_NAMES[pack]}`;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200' viewBox='0 0 200 200' role='img'>` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width='200' height='200' fill='${hsl(hue, 35, 94)}'/>` +
    drawPack(pack, hue, brandColour(brandId), lineName, brandName) +
    `</svg>`
  );
}

const asDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${svg.replace(/[%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;

/**
 * As a data: URI. Only the characters a URI cannot carry are escaped (Hangul stays as UTF-8, which
 * browsers accept), so a Korean label costs 3 bytes a syllable instead of 9.
 */
export function packshotDataUri(input: PackshotInput): string {
  return asDataUri(packshotSvg(input));
}

/** One label fact as the nutrition subgraph gives it (Product.nutrientFacts). */
export interface PanelFact {
  name: string;
  amount: number;
  unit: string;
}

/** A flat label panel: the brand-coloured heading band, then left/right rows with rules between. */
function panelSvg(title: string, heading: string, subheading: string, brandId: number, rows: [string, string][]): string {
  const colour = brandColour(brandId);
  const rowHeight = rows.length > 6 ? 17 : 22;
  const body = rows
    .map(([left, right], i) => {
      const y = 72 + i * rowHeight;
      const leftSize = fit(left, right ? 90 : 168, 12);
      const rightSize = fit(right, 70, 12);
      return (
        `<text x='16' y='${y}' font-size='${leftSize}'>${escapeXml(left)}</text>` +
        (right ? `<text x='184' y='${y}' font-size='${rightSize}' text-anchor='end' font-weight='700'>${escapeXml(right)}</text>` : '') +
        `<path d='M16 ${y + 6}h168' stroke='#d5dae1'/>`
      );
    })
    .join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200' viewBox='0 0 200 200' role='img'>` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width='200' height='200' fill='#fff'/>` +
    `<rect x='4' y='4' width='192' height='192' rx='8' fill='none' stroke='${colour}' stroke-width='2'/>` +
    `<rect x='4' y='4' width='192' height='44' rx='8' fill='${colour}'/>` +
    `<g fill='#fff' text-anchor='middle' font-family='sans-serif'><text x='100' y='24' font-size='${fit(heading, 176, 15)}' font-weight='700'>${escapeXml(heading)}</text>` +
    `<text x='100' y='41' font-size='${fit(subheading, 176, 11)}'>${escapeXml(subheading)}</text></g>` +
    `<g fill='#1f2933' font-family='sans-serif'>${body}</g>` +
    `</svg>`
  );
}

/** The most label rows a 200 px panel holds; more facts end in a "외 n종" row. */
export const PANEL_MAX_ROWS = 7;

/**
 * The 영양·기능정보 panel of a product's label, drawn from the product's own label facts
 * (nutrition's Product.nutrientFacts): nothing is made up, so a product without facts gets no panel.
 */
export function nutritionPanelSvg(input: { productName: string; brandId: number; brandName: string; facts: PanelFact[] }): string | null {
  if (!input.facts.length) return null;
  const amount = (f: PanelFact) => `${f.amount.toLocaleString('ko-KR')} ${f.unit}`;
  const rows: [string, string][] =
    input.facts.length <= PANEL_MAX_ROWS
      ? input.facts.map((f) => [f.name, amount(f)])
      : [...input.facts.slice(0, PANEL_MAX_ROWS - 1).map((f): [string, string] => [f.name, amount(f)]), [`외 ${input.facts.length - PANEL_MAX_ROWS + 1}종`, '']];
  return panelSvg(`${input.productName} 영양·기능정보`, '영양·기능정보', '1일 섭취량 기준', input.brandId, rows);
}

/** A long product name on two lines, broken at the space nearest its middle (so it stays legible). */
function nameLines(name: string): string[] {
  if ([...name].length <= 14) return [name];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  if (!spaces.length) return [name];
  const cut = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  return [name.slice(0, cut), name.slice(cut + 1)];
}

/** The side panel: what the product is, from its catalog row (name, brand, formulation, seller). */
export function productInfoPanelSvg(input: { productName: string; brandId: number; brandName: string; formulation: string; sellerName: string | null }): string {
  const rows: [string, string][] = [
    ['제품명', ''],
    ...nameLines(input.productName).map((line): [string, string] => [line, '']),
    ['브랜드', input.brandName],
    ['제형', input.formulation],
    ...(input.sellerName ? [['판매원', input.sellerName] as [string, string]] : []),
  ];
  return panelSvg(`${input.productName} 제품 정보`, '제품 정보', input.brandName, input.brandId, rows);
}

export const nutritionPanelDataUri = (input: Parameters<typeof nutritionPanelSvg>[0]) => {
  const svg = nutritionPanelSvg(input);
  return svg ? asDataUri(svg) : null;
};
export const productInfoPanelDataUri = (input: Parameters<typeof productInfoPanelSvg>[0]) => asDataUri(productInfoPanelSvg(input));
