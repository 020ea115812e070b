import { useRef, useState } from 'react';
import { Button } from '../../../ui';
import './gallery.css';

export interface GalleryImage {
  url: string;
  alt: string;
}

/** The rendered size of every picture (the images are square): fixed, so nothing shifts as they load. */
const SIZE = 420;
const THUMB = 56;

/**
 * A product's pictures: one large picture at a time in a strip that snaps (swipe on phones), and a
 * row of thumbnails ('이미지 N' buttons) that bring their picture into view. Every large picture is
 * part of the lightbox gallery `product-<id>` (the LightboxGallery around the page opens it on a
 * tap, at that picture); thumbnails are not, so the lightbox shows each picture once. Only the
 * first picture loads at once, the others lazily.
 */
export function ProductGallery({ productId, images }: { productId: string; images: GalleryImage[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** The picture a thumbnail asked for, while the strip scrolls smoothly to it. */
  const scrollingTo = useRef<number | null>(null);

  function show(index: number) {
    setCurrent(index);
    const el = track.current;
    // jsdom has no scrolling; browsers honour the CSS smooth scrolling.
    if (el && typeof el.scrollTo === 'function' && Math.round(el.scrollLeft / (el.clientWidth || 1)) !== index) {
      scrollingTo.current = index;
      el.scrollTo({ left: index * el.clientWidth });
    }
  }

  /**
   * A swipe (or a scroll) moves the current picture along; the thumbnails follow. While the strip
   * glides to a thumbnail's picture it passes the ones between: they do not become current.
   */
  function followScroll() {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (scrollingTo.current !== null) {
      if (index !== scrollingTo.current) return;
      scrollingTo.current = null;
    }
    if (index !== current && index >= 0 && index < images.length) setCurrent(index);
  }

  return (
    <div className="gallery" data-testid="product-gallery">
      <div ref={track} className="gallery__track" onScroll={followScroll} onPointerDown={() => (scrollingTo.current = null)} onWheel={() => (scrollingTo.current = null)}>
        {images.map((image, i) => (
          <img
            key={i}
            className="gallery__slide"
            src={image.url}
            alt={image.alt}
            width={SIZE}
            height={SIZE}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
            decoding="async"
            data-gallery={`product-${productId}`}
            tabIndex={0}
          />
        ))}
      </div>
      {images.length > 1 && (
        <div className="gallery__thumbs" role="group" aria-label="상품 이미지 선택">
          {images.map((image, i) => (
            <Button key={i} variant="ghost" size="sm" className="gallery__thumb" aria-label={`이미지 ${i + 1}`} aria-current={i === current ? 'true' : undefined} onClick={() => show(i)}>
              <img src={image.url} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
            </Button>
          ))}
          <span className="gallery__count" aria-live="polite" data-testid="gallery-count">
            {current + 1} / {images.length}
          </span>
        </div>
      )}
    </div>
  );
}
