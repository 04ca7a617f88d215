import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

interface TurningOptions {
  /** Frames the view holds. */
  count: number;
  /** Frames it may turn through by itself (those loaded so far); default all. */
  spinThrough?: number;
  /** Whether it may turn by itself now (say, only while on screen); default yes. */
  canSpin?: boolean;
  /** Storefront §2 and §9: one frame every 100 ms. */
  stepMs: number;
  /** Pixels of drag that turn it by one frame. */
  pxPerFrame: number;
}

/**
 * Frame-by-frame turning of a 360° view, shared by the product page's viewer and a stone's picture strip: it turns by
 * itself every `stepMs` until the shopper drags it, uses the arrow keys or presses Pause (never when they prefer
 * reduced motion); dragging or the arrow keys then turn it by hand. Spread `handlers` on the element that is dragged.
 */
export function useTurning({ count, spinThrough = count, canSpin = true, stepMs, pxPerFrame }: TurningOptions) {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(true);
  const reducedMotion = useReducedMotion();
  const drag = useRef<{ x: number; frame: number } | null>(null);

  const spinning = playing && !reducedMotion && canSpin && spinThrough > 1;
  useEffect(() => {
    if (!spinning) return;
    const timer = window.setInterval(() => setFrame((f) => (f + 1) % spinThrough), stepMs);
    return () => window.clearInterval(timer);
  }, [spinning, spinThrough, stepMs]);

  const turnTo = (to: number) => setFrame(((to % count) + count) % count);
  const endDrag = () => {
    drag.current = null;
  };
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      setPlaying(false);
      drag.current = { x: event.clientX, frame };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (drag.current) turnTo(drag.current.frame - Math.round((event.clientX - drag.current.x) / pxPerFrame));
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setPlaying(false);
      turnTo(frame + (event.key === 'ArrowRight' ? 1 : -1));
    },
  };
  return { frame, setFrame, playing, togglePlaying: () => setPlaying((p) => !p), spinning, reducedMotion, handlers };
}
