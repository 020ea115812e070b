import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './ProductGallery';

afterEach(cleanup);

const IMAGES = [
  { url: 'data:image/svg+xml,front', alt: '비타민D 2000IU' },
  { url: 'data:image/svg+xml,label', alt: '비타민D 2000IU 영양·기능정보' },
  { url: 'data:image/svg+xml,info', alt: '비타민D 2000IU 제품 정보' },
];
const thumb = (n: number) => screen.getByRole('button', { name: `이미지 ${n}` });

describe('product gallery', () => {
  it('marks every large picture for the lightbox, sized and lazy except the first', () => {
    const { container } = render(<ProductGallery productId="7" images={IMAGES} />);
    // The large pictures are the named images (the thumbnails' pictures have alt="": their button names them).
    const slides = screen.getAllByRole<HTMLImageElement>('img');
    expect(slides.map((img) => img.getAttribute('data-gallery'))).toEqual(['product-7', 'product-7', 'product-7']);
    expect(slides.map((img) => img.alt)).toEqual(IMAGES.map((i) => i.alt));
    expect(slides.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('width') && img.getAttribute('height')).toBeTruthy();
    // Thumbnails are buttons, not part of the lightbox gallery (each picture once there).
    expect(container.querySelectorAll('[data-gallery]').length).toBe(3);
    const thumbs = within(screen.getByRole('group', { name: '상품 이미지 선택' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['이미지 1', '이미지 2', '이미지 3']);
  });

  it('brings the picture of a clicked thumbnail into the main view', async () => {
    const user = userEvent.setup();
    render(<ProductGallery productId="7" images={IMAGES} />);
    // The strip of large pictures has no role of its own: found from its first picture.
    const track = screen.getByRole('img', { name: IMAGES[0].alt }).closest<HTMLDivElement>('.gallery__track')!;
    Object.defineProperty(track, 'clientWidth', { value: 360 });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    expect(thumb(1).getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('gallery-count').textContent).toBe('1 / 3');

    await user.click(thumb(3));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 720 });
    expect(thumb(3).getAttribute('aria-current')).toBe('true');
    expect(thumb(1).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('gallery-count').textContent).toBe('3 / 3');

    // Gliding to the third picture passes the second: it does not become current on the way.
    // (user-event has no scrolling: the strip's scroll events are fired as the browser would.)
    Object.defineProperty(track, 'scrollLeft', { value: 362, configurable: true });
    fireEvent.scroll(track);
    expect(thumb(3).getAttribute('aria-current')).toBe('true');
    Object.defineProperty(track, 'scrollLeft', { value: 720, configurable: true });
    fireEvent.scroll(track);
    expect(thumb(3).getAttribute('aria-current')).toBe('true');

    // A swipe (a touch, then the scroll) to the second picture moves the thumbnails along.
    await user.pointer({ keys: '[TouchA>]', target: track });
    Object.defineProperty(track, 'scrollLeft', { value: 362, configurable: true });
    fireEvent.scroll(track);
    expect(thumb(2).getAttribute('aria-current')).toBe('true');
  });

  it('shows a single picture without thumbnails', () => {
    render(<ProductGallery productId="7" images={IMAGES.slice(0, 1)} />);
    expect(screen.queryByRole('group', { name: '상품 이미지 선택' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: IMAGES[0].alt }).getAttribute('data-gallery')).toBe('product-7');
  });
});
