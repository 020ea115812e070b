import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_LINES, demoLineLabel } from '@shop/kit/demo-catalog.js';
import { DEMO_PRODUCT_COUNT, demoProductImage, demoProductPlan } from './catalog.seed.js';
import { brandColour, brandHue, packshotDataUri, packshotSvg } from './packshot.js';

const lineOf = (category: string) => DEMO_PRODUCT_LINES.find((l) => l.category === category)!;

describe('generated packshots', () => {
  it('draws a jar of 유산균 and a bottle of 오메가3 as different shapes', () => {
    const probiotic = packshotSvg({ pack: lineOf('유산균').pack, lineName: '유산균', brandId: 1, brandName: '뉴트리원' });
    const omega = packshotSvg({ pack: lineOf('오메가3').pack, lineName: '오메가3', brandId: 1, brandName: '뉴트리원' });
    expect(lineOf('유산균').pack).toBe('jar');
    expect(lineOf('오메가3').pack).toBe('bottle');
    // Same brand, so everything but the container and the name is alike: the drawing must differ.
    const shapes = (svg: string) => svg.replace(/<title>.*<\/title>/, '').replace(/<text[^>]*>[^<]*<\/text>/g, '');
    expect(shapes(probiotic)).not.toBe(shapes(omega));
    expect(probiotic).toContain('>유산균</text>');
    expect(probiotic).toContain('>뉴트리원</text>');
  });

  it('gives every demo brand its own colour, hues at least 18 degrees apart', () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(new Set(ids.map(brandColour)).size).toBe(20);
    const hues = ids.map(brandHue).sort((a, b) => a - b);
    const gaps = hues.map((h, i) => (i ? h - hues[i - 1] : h + 360 - hues[hues.length - 1]));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(18);
    // Two products of the same line but different brands differ in colour.
    const a = packshotSvg({ pack: 'jar', lineName: '유산균', brandId: 1, brandName: 'A' });
    const b = packshotSvg({ pack: 'jar', lineName: '유산균', brandId: 2, brandName: 'A' });
    expect(a).toContain(brandColour(1));
    expect(b).toContain(brandColour(2));
    expect(a).not.toContain(brandColour(2));
  });

  it('gives each of the demo products its own picture (lines of one category carry different labels)', () => {
    expect(new Set(DEMO_PRODUCT_LINES.map(demoLineLabel)).size).toBe(DEMO_PRODUCT_LINES.length);
    const images = Array.from({ length: DEMO_PRODUCT_COUNT }, (_, i) => demoProductImage(i + 1));
    expect(new Set(images).size).toBe(DEMO_PRODUCT_COUNT);
  });

  it('is a small accessible SVG with size, viewBox and title; escapes markup in names', () => {
    for (let id = 1; id <= DEMO_PRODUCT_COUNT; id++) {
      const uri = demoProductImage(id);
      expect(Buffer.byteLength(uri)).toBeLessThan(2048);
      const svg = decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
      const { line, brand } = demoProductPlan(id);
      expect(svg).toMatch(/^<svg [^>]*width='200' height='200' viewBox='0 0 200 200'/);
      expect(svg).toContain(`<title>${brand} ${demoLineLabel(line)} `);
    }
    const odd = packshotDataUri({ pack: 'box', lineName: 'A&B<C>', brandId: 3, brandName: "O'Neil #1" });
    const svg = decodeURIComponent(odd.slice(odd.indexOf(',') + 1));
    expect(svg).toContain('A&#38;B&#60;C&#62;');
    expect(svg).toContain('O&#39;Neil');
    expect(odd).not.toMatch(/[<>#]/);
  });
});
