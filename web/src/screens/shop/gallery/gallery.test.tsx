import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountedPerTest } from '../../../testing/dom';
import { ProductGallery } from './ProductGallery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
const IMAGES = [
  { url: 'data:image/svg+xml,front', alt: '비타민D 2000IU' },
  { url: 'data:image/svg+xml,label', alt: '비타민D 2000IU 영양·기능정보' },
  { url: 'data:image/svg+xml,info', alt: '비타민D 2000IU 제품 정보' },
];
const thumb = (n: number) => dom.container.querySelector<HTMLButtonElement>(`button[aria-label="이미지 ${n}"]`)!;

describe('product gallery', () => {
  it('marks every large picture for the lightbox, sized and lazy except the first', async () => {
    await act(async () => dom.root.render(<ProductGallery productId="7" images={IMAGES} />));
    const slides = [...dom.container.querySelectorAll<HTMLImageElement>('.gallery__track img')];
    expect(slides.map((img) => img.getAttribute('data-gallery'))).toEqual(['product-7', 'product-7', 'product-7']);
    expect(slides.map((img) => img.alt)).toEqual(IMAGES.map((i) => i.alt));
    expect(slides.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of dom.container.querySelectorAll('img')) expect(img.getAttribute('width') && img.getAttribute('height')).toBeTruthy();
    // Thumbnails are buttons, not part of the lightbox gallery (each picture once there).
    expect(dom.container.querySelectorAll('[data-gallery]').length).toBe(3);
    expect([...dom.container.querySelectorAll('.gallery__thumbs button')].map((b) => b.getAttribute('aria-label'))).toEqual(['이미지 1', '이미지 2', '이미지 3']);
  });

  it('brings the picture of a clicked thumbnail into the main view', async () => {
    await act(async () => dom.root.render(<ProductGallery productId="7" images={IMAGES} />));
    const track = dom.container.querySelector<HTMLDivElement>('.gallery__track')!;
    Object.defineProperty(track, 'clientWidth', { value: 360 });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    expect(thumb(1).getAttribute('aria-current')).toBe('true');
    expect(dom.container.querySelector('[data-testid=gallery-count]')?.textContent).toBe('1 / 3');

    await act(async () => thumb(3).click());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 720 });
    expect(thumb(3).getAttribute('aria-current')).toBe('true');
    expect(thumb(1).getAttribute('aria-current')).toBeNull();
    expect(dom.container.querySelector('[data-testid=gallery-count]')?.textContent).toBe('3 / 3');

    // Gliding to the third picture passes the second: it does not become current on the way.
    Object.defineProperty(track, 'scrollLeft', { value: 362, configurable: true });
    await act(async () => track.dispatchEvent(new Event('scroll')));
    expect(thumb(3).getAttribute('aria-current')).toBe('true');
    Object.defineProperty(track, 'scrollLeft', { value: 720, configurable: true });
    await act(async () => track.dispatchEvent(new Event('scroll')));
    expect(thumb(3).getAttribute('aria-current')).toBe('true');

    // A swipe (a touch, then the scroll) to the second picture moves the thumbnails along.
    await act(async () => track.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    Object.defineProperty(track, 'scrollLeft', { value: 362, configurable: true });
    await act(async () => track.dispatchEvent(new Event('scroll')));
    expect(thumb(2).getAttribute('aria-current')).toBe('true');
  });

  it('shows a single picture without thumbnails', async () => {
    await act(async () => dom.root.render(<ProductGallery productId="7" images={IMAGES.slice(0, 1)} />));
    expect(dom.container.querySelectorAll('.gallery__thumbs').length).toBe(0);
    expect(dom.container.querySelector('img')?.getAttribute('data-gallery')).toBe('product-7');
  });
});
