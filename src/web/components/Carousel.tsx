import type { CSSProperties, ReactNode, RefObject } from 'react';
import { t } from '../../domain/words/catalogue';
import { useCarousel, type CarouselAutoplay } from './use-carousel';

/**
 * How many slides show side by side, written as the spec writes it: `full` at full width, then `under`
 * a width in px (e.g. the reviews: `{ full: 4, under: { 767: 2, 480: 1 } }` is "4 slides, 2 under 767px,
 * 1 under 480px"). Counts may be fractional (2.5 shows two slides and half of the third).
 */
export interface SlidesPerView {
  full: number;
  under?: Readonly<Record<number, number>>;
}

/** Every carousel moves between slides in 500 ms (storefront §2 Home, §9). */
export const CAROUSEL_TRANSITION_MS = 500;

interface CarouselProps {
  slides: ReactNode[];
  slidesPerView: SlidesPerView;
  /** Names the carousel region for assistive technology, e.g. 'Customer reviews'. */
  label: string;
  /** Auto-advance (default on), optionally with the rest time in ms. Paused on hover, on focus and under reduced motion. */
  autoplay?: CarouselAutoplay;
  loop?: boolean;
  dots?: boolean;
  /**
   * Empty prev/next buttons (an aria-label and a thin chevron drawn in CSS): 'below' flanks the dots (every
   * width; never covers a slide), 'inside' floats over the slides' edges from 768 px up (full-bleed banners).
   */
  arrows?: 'below' | 'inside' | false;
  /** Space between slides, any CSS length. */
  gap?: string;
  className?: string;
  /** Classes of each slide's box (inside the gap padding). */
  slideClassName?: string;
}

const breakpointsOf = (spv: SlidesPerView): [number, number][] =>
  Object.entries(spv.under ?? {})
    .map(([width, count]): [number, number] => [Number(width), count])
    .sort((a, b) => b[0] - a[0]);

/** A stable name of a layout, e.g. '4_767-2_480-1'; carousels with one layout share one style rule. */
export const layoutKeyOf = (spv: SlidesPerView): string => [String(spv.full), ...breakpointsOf(spv).map(([w, n]) => `${w}-${n}`)].join('_');

/** The slide widths as CSS (so the server's HTML already has the final layout: nothing shifts on hydration). */
function layoutCss(spv: SlidesPerView, key: string): string {
  const sel = `[data-carousel-layout="${key}"]`;
  return [
    `${sel}{--slides-per-view:${spv.full}}`,
    ...breakpointsOf(spv).map(([width, count]) => `@media (width < ${width}px){${sel}{--slides-per-view:${count}}}`),
  ].join('\n');
}

/**
 * A looping, auto-playing Embla carousel with dots, scrolling one slide at a time in 500 ms.
 * Slide widths come from CSS (`--slides-per-view`, set per breakpoint by a shared <style> that React hoists into
 * the head), so the server's HTML is laid out exactly as the running carousel. For tests: the root is a region
 * (aria-roledescription 'carousel', aria-label = `label`) with `data-slides-per-view` (the layout, e.g.
 * '4_767-2_480-1') and `data-carousel-ready` once Embla runs (it starts when the carousel comes within a screen of
 * the viewport); `[data-carousel-viewport]` and
 * `[data-carousel-slide]` mark the viewport and slides; dots are 'Go to slide N' buttons, the current one
 * with aria-current="true".
 */
export function Carousel({
  slides,
  slidesPerView,
  label,
  autoplay = true,
  loop = true,
  dots = true,
  arrows = 'below',
  gap = '1.5rem',
  className = '',
  slideClassName = '',
}: CarouselProps) {
  const { rootRef, viewportRef, snapCount, selected, ready, pause, onBlur, go } = useCarousel({ slideCount: slides.length, loop, autoplay });
  const layoutKey = layoutKeyOf(slidesPerView);
  const movable = snapCount > 1;
  const style = { '--carousel-gap': gap } as CSSProperties;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel-layout={layoutKey}
      data-slides-per-view={layoutKey}
      data-carousel-ready={ready ? 'true' : undefined}
      className={`relative ${className}`}
      style={style}
      onMouseEnter={() => pause('hover', true)}
      onMouseLeave={() => pause('hover', false)}
      onFocus={() => pause('focus', true)}
      onBlur={onBlur}
    >
      <style href={`carousel-layout-${layoutKey}`} precedence="default">
        {layoutCss(slidesPerView, layoutKey)}
      </style>
      <div className="relative">
        <Slides viewportRef={viewportRef} slides={slides} slideClassName={slideClassName} />
        {arrows === 'inside' && (
          <>
            <ArrowButton direction="prev" placement="inside" hidden={!movable} onClick={() => go('prev')} />
            <ArrowButton direction="next" placement="inside" hidden={!movable} onClick={() => go('next')} />
          </>
        )}
      </div>
      {(dots || arrows === 'below') && (
        // Always takes its height (hidden, not removed, when everything is in view) so nothing below moves.
        <div className={`mt-6 flex h-9 items-center justify-center gap-3 ${movable ? '' : 'invisible'}`} data-carousel-controls="">
          {arrows === 'below' && <ArrowButton direction="prev" placement="below" hidden={!movable} onClick={() => go('prev')} />}
          {dots && <Dots count={snapCount} selected={selected} movable={movable} go={go} />}
          {arrows === 'below' && <ArrowButton direction="next" placement="below" hidden={!movable} onClick={() => go('next')} />}
        </div>
      )}
    </div>
  );
}

/** The viewport Embla moves and its slides, each a group named 'N of M', at the width its layout gives. */
function Slides({ viewportRef, slides, slideClassName }: { viewportRef: RefObject<HTMLDivElement | null>; slides: ReactNode[]; slideClassName: string }) {
  return (
    <div ref={viewportRef} className="overflow-hidden" data-carousel-viewport="">
      <div className="-ml-[var(--carousel-gap)] flex touch-pan-y touch-pinch-zoom" aria-live="off">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('components.carousel.of', { value: i + 1, length: slides.length })}
            data-carousel-slide=""
            className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--slides-per-view))] pl-[var(--carousel-gap)]"
          >
            <div className={`h-full ${slideClassName}`}>{slide}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** A 'Go to slide N' button for each position, the current one a gold bar (aria-current). */
function Dots({ count, selected, movable, go }: { count: number; selected: number; movable: boolean; go: (slide: number) => void }) {
  return (
    <div className="flex items-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={t('components.carousel.goToSlide', { value: i + 1 })}
          aria-current={i === selected ? 'true' : undefined}
          tabIndex={movable ? undefined : -1}
          onClick={() => go(i)}
          className="group flex h-6 w-6 items-center justify-center"
        >
          <span
            className={`block h-1.5 rounded-full transition-all duration-500 ${
              i === selected ? 'w-5 bg-gold' : 'w-1.5 bg-ink/20 group-hover:bg-ink/45'
            }`}
          />
        </button>
      ))}
    </div>
  );
}

interface ArrowButtonProps {
  direction: 'prev' | 'next';
  placement: 'below' | 'inside';
  hidden: boolean;
  onClick: () => void;
}

function ArrowButton({ direction, placement, hidden, onClick }: ArrowButtonProps) {
  const where =
    placement === 'inside'
      ? `absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 border-ink/10 bg-white/85 shadow-sm backdrop-blur-sm md:flex ${
          direction === 'prev' ? 'left-4' : 'right-4'
        }`
      : 'flex size-9 border-ink/15 bg-transparent';
  return (
    <button
      type="button"
      aria-label={direction === 'prev' ? t('components.carousel.previousSlide') : t('components.carousel.nextSlide')}
      onClick={onClick}
      hidden={hidden}
      className={`items-center justify-center rounded-full border transition-colors hover:border-gold hover:bg-white ${where}`}
    >
      <span
        aria-hidden="true"
        className={`block size-2 border-t border-l border-ink ${direction === 'prev' ? 'ml-0.5 -rotate-45' : 'mr-0.5 rotate-[135deg]'}`}
      />
    </button>
  );
}
