import { describe, expect, it } from 'vitest';
import { LIGHTBOX_RULES, cutCaption, dragCloses, galleryHash, isCompact, parseGalleryHash, showsThumbnails } from './Lightbox';

describe('lightbox rules (spec section 9)', () => {
  it('holds the spec constants', () => {
    expect(LIGHTBOX_RULES).toMatchObject({
      idleMs: 3500,
      compactMaxPx: 578,
      thumbnailsMinCount: 2,
      dragClose: { distancePx: 200, quickDistancePx: 50, quickWithinMs: 300 },
      slideshowDelayMs: 3000,
      captionMaxChars: 1000,
      hashUpdateDelayMs: 300,
      spinnerDelayMs: 250,
    });
  });

  it('reads the slide index from a hash of a slug and an optional number', () => {
    const galleries = ['product-1', 'meal-photos'];
    expect(parseGalleryHash('#product-1-2', galleries)).toEqual({ gallery: 'product-1', index: 1 });
    expect(parseGalleryHash('#product-1', galleries)).toEqual({ gallery: 'product-1', index: 0 });
    expect(parseGalleryHash('#meal-photos-10', galleries)).toEqual({ gallery: 'meal-photos', index: 9 });
    expect(parseGalleryHash('#product-1-0', galleries)).toBeNull();
    expect(parseGalleryHash('#product-2-1', galleries)).toBeNull();
    expect(parseGalleryHash('#reviews', galleries)).toBeNull();
    expect(parseGalleryHash('', galleries)).toBeNull();
    expect(parseGalleryHash(galleryHash('product-1', 2), galleries)).toEqual({ gallery: 'product-1', index: 2 });
  });

  it('cuts captions at 1000 characters', () => {
    expect(cutCaption('비타민D 1000IU')).toBe('비타민D 1000IU');
    const exact = '가'.repeat(1000);
    expect(cutCaption(exact)).toBe(exact);
    const cut = cutCaption('가'.repeat(1001));
    expect(Array.from(cut)).toHaveLength(1000);
    expect(cut.endsWith('…')).toBe(true);
    // No half surrogate pair at the cut.
    const emoji = cutCaption('😀'.repeat(1200));
    expect(Array.from(emoji)).toHaveLength(1000);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('is compact when width or height is at most 578 px', () => {
    expect(isCompact(390, 844)).toBe(true);
    expect(isCompact(578, 1000)).toBe(true);
    expect(isCompact(1280, 578)).toBe(true);
    expect(isCompact(579, 579)).toBe(false);
    expect(isCompact(1280, 800)).toBe(false);
  });

  it('closes on a vertical drag of 200 px, or 50 px within 300 ms', () => {
    expect(dragCloses(0, 200, 2000)).toBe(true);
    expect(dragCloses(0, -200, 2000)).toBe(true);
    expect(dragCloses(0, 199, 2000)).toBe(false);
    expect(dragCloses(0, 50, 300)).toBe(true);
    expect(dragCloses(0, 50, 301)).toBe(false);
    expect(dragCloses(0, 49, 100)).toBe(false);
    // A mostly sideways drag is a swipe between slides, not a close.
    expect(dragCloses(250, 210, 100)).toBe(false);
  });

  it('shows thumbnails from 2 images', () => {
    expect(showsThumbnails(1)).toBe(false);
    expect(showsThumbnails(2)).toBe(true);
  });
});
