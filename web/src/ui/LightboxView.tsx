import { useEffect, useRef, useState } from 'react';
import Lightbox, { type ControllerRef, type SlideshowRef, type ThumbnailsRef } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import './lightbox.css';
import { LIGHTBOX_RULES, dragCloses, galleryHash, isCompact, showsThumbnails, type GallerySlide } from './Lightbox';

/** The lazily loaded half of Lightbox.tsx: everything that imports the library. */
export type LightboxViewProps = { gallery: string; slides: GallerySlide[]; index: number; onClose: () => void };

const LABELS = {
  Previous: '이전',
  Next: '다음',
  Close: '닫기',
  Lightbox: '이미지 크게 보기',
  Carousel: '이미지 넘기기',
  Slide: '이미지',
  'Photo gallery': '사진 갤러리',
  '{index} of {total}': '{total}장 중 {index}번째',
  Play: '슬라이드쇼 시작',
  Pause: '슬라이드쇼 멈춤',
  'Show thumbnails': '미리보기 보이기',
  'Hide thumbnails': '미리보기 숨기기',
};

const has = (keys: readonly string[], key: string) => keys.includes(key);

export function LightboxView({ gallery, slides, index, onClose }: LightboxViewProps) {
  const controller = useRef<ControllerRef>(null);
  const slideshow = useRef<SlideshowRef>(null);
  const thumbnails = useRef<ThumbnailsRef>(null);
  const [idle, setIdle] = useState(false);
  const [compact, setCompact] = useState(() => isCompact(window.innerWidth, window.innerHeight));
  const many = showsThumbnails(slides.length);
  // The page's own URL before the lightbox wrote its hash, restored on close.
  const before = useRef(window.location.pathname + window.location.search + (window.location.hash.startsWith(`#${gallery}`) ? '' : window.location.hash));

  useEffect(() => {
    const resize = () => setCompact(isCompact(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  // Idle: controls fade out after 3500 ms without activity and come back on any.
  useEffect(() => {
    let timer = 0;
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), LIGHTBOX_RULES.idleMs);
    };
    wake();
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;
    events.forEach((e) => document.addEventListener(e, wake, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      events.forEach((e) => document.removeEventListener(e, wake));
    };
  }, []);

  // Keys the library lacks (it knows Escape and left/right): Delete/Backspace, up/down and page
  // keys, t for thumbnails, space for the slideshow. Capture phase, before the page sees them.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { keys } = LIGHTBOX_RULES;
      const key = event.key;
      let handled = true;
      if (has(keys.close, key) && key !== 'Escape') controller.current?.close();
      else if (has(keys.prev, key) && key !== 'ArrowLeft') controller.current?.prev();
      else if (has(keys.next, key) && key !== 'ArrowRight') controller.current?.next();
      else if (has(keys.thumbnails, key) && many) {
        const t = thumbnails.current;
        if (t) (t.visible ? t.hide : t.show)();
      } else if (has(keys.slideshow, key) && many) {
        const s = slideshow.current;
        if (s && !s.disabled) (s.playing ? s.pause : s.play)();
      } else handled = false;
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [many]);

  // Drag to close (the library's pull-down closes at a fixed 60 px, so it is off and this decides).
  useEffect(() => {
    let start: { x: number; y: number; t: number; id: number } | null = null;
    const down = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest('.yarl__container') || target.closest('button, .yarl__thumbnails_container')) return;
      start = { x: event.clientX, y: event.clientY, t: performance.now(), id: event.pointerId };
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const closes = dragCloses(event.clientX - start.x, event.clientY - start.y, performance.now() - start.t);
      start = null;
      if (closes) controller.current?.close();
    };
    const cancel = () => (start = null);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', cancel, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', cancel, true);
    };
  }, []);

  // The hash follows the shown slide (300 ms after it settles), so a shared link opens it.
  const hashTimer = useRef(0);
  const followHash = (shown: number) => {
    window.clearTimeout(hashTimer.current);
    hashTimer.current = window.setTimeout(() => {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search + galleryHash(gallery, shown));
    }, LIGHTBOX_RULES.hashUpdateDelayMs);
  };
  useEffect(() => () => window.clearTimeout(hashTimer.current), []);

  return (
    <Lightbox
      open
      index={index}
      slides={slides.map((s) => ({ src: s.src, alt: s.alt, description: s.caption }))}
      plugins={many ? [Captions, Slideshow, Thumbnails] : [Captions]}
      labels={LABELS}
      className={['lightbox', idle && 'lightbox--idle', compact && 'lightbox--compact'].filter(Boolean).join(' ')}
      animation={{ navigation: LIGHTBOX_RULES.slideMs }}
      carousel={{ finite: !many }}
      controller={{ ref: controller, closeOnPullDown: false, closeOnPullUp: false, closeOnBackdropClick: true }}
      slideshow={{ ref: slideshow, delay: LIGHTBOX_RULES.slideshowDelayMs, autoplay: false }}
      thumbnails={{ ref: thumbnails, hidden: compact, showToggle: true }}
      captions={{ descriptionMaxLines: 4 }}
      render={{
        iconError: () => (
          <p className="lightbox-error" role="alert">
            {LIGHTBOX_RULES.messages.imageNotFound}
          </p>
        ),
        ...(many ? {} : { buttonPrev: () => null, buttonNext: () => null }),
      }}
      on={{
        view: ({ index: shown }) => followHash(shown),
        exited: () => {
          window.clearTimeout(hashTimer.current);
          window.history.replaceState(window.history.state, '', before.current);
          onClose();
        },
      }}
    />
  );
}
