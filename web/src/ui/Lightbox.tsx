import { useCallback, useEffect, useRef, useState, type ComponentType, type HTMLAttributes } from 'react';
import type { LightboxViewProps } from './LightboxView';
import './lightbox-scope.css';

/**
 * The image lightbox of spec section 9 (constants) and section 1 ("binds an image lightbox to
 * elements marked as a gallery"). The library (yet-another-react-lightbox, MIT) lives in
 * LightboxView.tsx and is imported only when a gallery opens, so no page pays for it up front.
 * It renders through React (style props go through the CSSOM, its CSS is a file), so it runs
 * under the gateway's CSP (`script-src 'self'; style-src 'self'`) without inline scripts.
 */
export const LIGHTBOX_RULES = {
  /** Controls hide after this long without pointer or key activity (wrapper: the library has no idle mode). */
  idleMs: 3500,
  /** Compact mode when the viewport's width OR height is at most this (wrapper: hides thumbnails by default). */
  compactMaxPx: 578,
  /** Thumbnails (and the slideshow) only for galleries of at least this many images (wrapper: plugins added conditionally). */
  thumbnailsMinCount: 2,
  /** Drag to close: a vertical drag of 200 px, or of 50 px within 300 ms (wrapper: the library's pull-down threshold is fixed). */
  dragClose: { distancePx: 200, quickDistancePx: 50, quickWithinMs: 300 },
  /** Slideshow / autoplay delay (library: slideshow.delay). */
  slideshowDelayMs: 3000,
  /** Slide-and-throttle (library: navigation animation duration). */
  slideMs: 150,
  /** Captions are cut at this many characters (wrapper). */
  captionMaxChars: 1000,
  /** The hash follows the shown slide after this delay (wrapper). */
  hashUpdateDelayMs: 300,
  /** The loading spinner appears only after this long (wrapper CSS: the library fades it in at 800 ms). */
  spinnerDelayMs: 250,
  keys: {
    close: ['Escape', 'Delete', 'Backspace'],
    prev: ['ArrowLeft', 'ArrowUp', 'PageUp'],
    next: ['ArrowRight', 'ArrowDown', 'PageDown'],
    thumbnails: ['t', 'T'],
    slideshow: [' '],
  },
  /**
   * The spec's lightbox messages (section 8), in Korean. Only images are shown today, so only
   * imageNotFound and generic can occur; the others are kept for ajax/html/iframe slides.
   */
  messages: {
    generic: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요.', // "Something Went Wrong, Please Try Again Later"
    imageNotFound: '이미지를 찾을 수 없습니다.', // "Image Not Found"
    elementNotFound: 'HTML 요소를 찾을 수 없습니다.', // "HTML Element Not Found"
    ajaxNotFound: '콘텐츠를 불러오지 못했습니다: 찾을 수 없음', // "Error Loading AJAX : Not Found" (404)
    ajaxForbidden: '콘텐츠를 불러오지 못했습니다: 접근 거부', // "Error Loading AJAX : Forbidden" (other non-200)
    pageError: '페이지를 불러오지 못했습니다.', // "Error Loading Page" (iframe)
  },
} as const;

export type GallerySlide = { src: string; alt: string; caption?: string };

/**
 * The slide a location hash points at. The hash is a slug and an optional trailing number
 * (1-based, as the hash we write): `#product-1-2` is the second image of gallery `product-1`.
 * Slugs may themselves end in a number, so a hash equal to a known gallery means its first image.
 */
export function parseGalleryHash(hash: string, galleries: Iterable<string>): { gallery: string; index: number } | null {
  const raw = decodeURIComponent(hash.replace(/^#/, ''));
  if (!raw) return null;
  const known = new Set(galleries);
  if (known.has(raw)) return { gallery: raw, index: 0 };
  const match = /^(.+)-(\d+)$/.exec(raw);
  if (!match || !known.has(match[1])) return null;
  const n = Number(match[2]);
  return n >= 1 ? { gallery: match[1], index: n - 1 } : null;
}

export function galleryHash(gallery: string, index: number): string {
  return `#${encodeURIComponent(gallery)}-${index + 1}`;
}

/** A caption of at most captionMaxChars characters (code points, so no half surrogate pair), '…' when cut. */
export function cutCaption(text: string, max: number = LIGHTBOX_RULES.captionMaxChars): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export function isCompact(width: number, height: number): boolean {
  return width <= LIGHTBOX_RULES.compactMaxPx || height <= LIGHTBOX_RULES.compactMaxPx;
}

/** Whether a finished drag closes: mostly vertical, and 200 px, or 50 px within 300 ms. */
export function dragCloses(dx: number, dy: number, ms: number): boolean {
  const { distancePx, quickDistancePx, quickWithinMs } = LIGHTBOX_RULES.dragClose;
  const distance = Math.abs(dy);
  if (distance <= Math.abs(dx)) return false;
  return distance >= distancePx || (distance >= quickDistancePx && ms <= quickWithinMs);
}

export function showsThumbnails(count: number): boolean {
  return count >= LIGHTBOX_RULES.thumbnailsMinCount;
}

function slidesOf(root: ParentNode, gallery: string): { slides: GallerySlide[]; elements: Element[] } {
  const elements = Array.from(root.querySelectorAll(`[data-gallery="${CSS.escape(gallery)}"]`));
  const slides = elements.flatMap((el) => {
    const src = el.getAttribute('data-src') ?? el.getAttribute('src') ?? el.getAttribute('href');
    if (!src) return [];
    const caption = el.getAttribute('data-caption') ?? undefined;
    return [{ src, alt: el.getAttribute('alt') ?? caption ?? '', caption: caption ? cutCaption(caption) : undefined }];
  });
  return { slides, elements };
}

function galleriesIn(root: ParentNode): string[] {
  return Array.from(new Set(Array.from(root.querySelectorAll('[data-gallery]'), (el) => el.getAttribute('data-gallery') ?? '')));
}

type Open = { gallery: string; slides: GallerySlide[]; index: number };

/**
 * Binds the lightbox to every `[data-gallery]` element inside: a click (or Enter/space on a
 * focused one) opens that gallery at that element; a location hash `#<gallery>-<n>` opens it on load.
 * Without a className the wrapper takes no room in the layout (`display: contents`).
 */
export function LightboxGallery({ children, className = 'lightbox-scope', ...rest }: HTMLAttributes<HTMLDivElement>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [View, setView] = useState<ComponentType<LightboxViewProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const show = useCallback((gallery: string, index: number) => {
    const root = rootRef.current;
    if (!root) return;
    const { slides } = slidesOf(root, gallery);
    if (!slides.length) return;
    setOpen({ gallery, slides, index: Math.min(index, slides.length - 1) });
    import('./LightboxView')
      .then((m) => setView(() => m.LightboxView))
      .catch(() => {
        setOpen(null);
        setFailed(true);
        window.setTimeout(() => setFailed(false), 2000);
      });
  }, []);

  // Delegated, so images rendered later (data arriving) are bound without extra wiring.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const activate = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.('[data-gallery]');
      if (!target || !root.contains(target)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      const gallery = target.getAttribute('data-gallery') ?? '';
      show(gallery, slidesOf(root, gallery).elements.indexOf(target));
    };
    root.addEventListener('click', activate);
    root.addEventListener('keydown', activate);
    return () => {
      root.removeEventListener('click', activate);
      root.removeEventListener('keydown', activate);
    };
  }, [show]);

  // Open on load from the hash; the gallery's images may arrive with later data, so watch until then.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !window.location.hash) return;
    const tryOpen = () => {
      const target = parseGalleryHash(window.location.hash, galleriesIn(root));
      if (!target) return false;
      show(target.gallery, target.index);
      return true;
    };
    if (tryOpen()) return;
    const observer = new MutationObserver(() => {
      if (tryOpen()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-gallery', 'src'] });
    return () => observer.disconnect();
  }, [show]);

  return (
    <div ref={rootRef} className={className} {...rest}>
      {children}
      {open && View && <View {...open} onClose={() => setOpen(null)} />}
      {failed && (
        <p className="lightbox-failure" role="alert">
          {LIGHTBOX_RULES.messages.generic}
        </p>
      )}
    </div>
  );
}
