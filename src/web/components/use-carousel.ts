import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useInView } from '../lib/use-in-view';
import { useReducedMotion } from '../lib/use-reduced-motion';

/** Time a slide rests before autoplay moves on. */
export const CAROUSEL_AUTOPLAY_DELAY_MS = 5000;
/**
 * Embla's `duration` is not a time: it is the stiffness of a spring stepped at 60 frames a second. At 20 the
 * spring is critically damped (no overshoot) and covers 99% of any distance in ~483 ms, i.e. the 500 ms
 * transition; lower values overshoot, higher ones drag on (25, Embla's default, takes ~700 ms).
 */
export const EMBLA_DURATION_500MS = 20;

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

/** Auto-advance (`true`: every CAROUSEL_AUTOPLAY_DELAY_MS), optionally with the rest time in ms, or none. */
export type CarouselAutoplay = boolean | { delay: number };

/** The autoplay plugin, made once; it starts stopped, and plays only when the carousel says so. */
function useAutoplayPlugins(autoplay: CarouselAutoplay) {
  const delay = typeof autoplay === 'object' ? autoplay.delay : CAROUSEL_AUTOPLAY_DELAY_MS;
  const [plugins] = useState(() =>
    autoplay
      ? [
          Autoplay({
            delay,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ]
      : [],
  );
  return plugins;
}

/**
 * Embla, started once the carousel comes within a screen of the viewport. Embla measures its slides when it starts
 * (a layout of the whole carousel): each carousel starts only when it comes within a screen of the viewport, so the
 * first paint and hydration never wait for the ones further down. Until then the server's HTML already shows the
 * slides at their final widths.
 */
function useEmblaWhenNear(rootRef: RefObject<HTMLDivElement | null>, loop: boolean, autoplay: CarouselAutoplay) {
  const plugins = useAutoplayPlugins(autoplay);
  const [setViewport, emblaApi] = useEmblaCarousel({ loop, align: 'start', slidesToScroll: 1, duration: EMBLA_DURATION_500MS }, plugins);
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useInView(rootRef, { rootMargin: '100% 0px', once: true });
  useEffect(() => {
    if (near) setViewport(viewportRef.current);
  }, [near, setViewport]);
  return { viewportRef, emblaApi };
}

/** What the dots show, kept as Embla has it: how many positions, the current one, and whether Embla runs. */
function useSnaps(emblaApi: EmblaApi, slideCount: number, resume: () => void) {
  const [snapCount, setSnapCount] = useState(slideCount);
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    // Embla sets its plugins up again on every reInit (e.g. a resize), with autoplay stopped.
    const onInit = () => {
      setSnapCount(emblaApi.scrollSnapList().length);
      onSelect();
      setReady(true);
      resume();
    };
    onInit();
    emblaApi.on('select', onSelect).on('reInit', onInit).on('pointerUp', resume);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onInit).off('pointerUp', resume);
    };
  }, [emblaApi, resume]);
  return { snapCount, selected, ready };
}

/**
 * A carousel's motion: Embla (started when near), autoplay held still on hover, on focus and under reduced motion,
 * and the way to a slide (`go`), instant under reduced motion.
 */
export function useCarousel({ slideCount, loop, autoplay }: { slideCount: number; loop: boolean; autoplay: CarouselAutoplay }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { viewportRef, emblaApi } = useEmblaWhenNear(rootRef, loop, autoplay);
  const reducedMotion = useReducedMotion();
  const hovered = useRef(false);
  const focused = useRef(false);

  const resume = useCallback(() => {
    const player = emblaApi?.plugins().autoplay;
    // With everything in view there is nothing to play (and the plugin has not set itself up).
    if (!player || emblaApi.scrollSnapList().length <= 1) return;
    if (reducedMotion || hovered.current || focused.current) player.stop();
    else player.play();
  }, [emblaApi, reducedMotion]);
  const snaps = useSnaps(emblaApi, slideCount, resume);

  const pause = (reason: 'hover' | 'focus', on: boolean) => {
    (reason === 'hover' ? hovered : focused).current = on;
    resume();
  };
  const onBlur = (e: FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) pause('focus', false);
  };
  const go = (where: 'prev' | 'next' | number) => {
    if (!emblaApi) return;
    if (where === 'prev') emblaApi.scrollPrev(reducedMotion);
    else if (where === 'next') emblaApi.scrollNext(reducedMotion);
    else emblaApi.scrollTo(where, reducedMotion);
  };
  return { rootRef, viewportRef, ...snaps, pause, onBlur, go };
}
