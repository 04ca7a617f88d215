import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductImage } from '../../../domain/image-names';
import { useInView } from '../../lib/use-in-view';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** Storefront §9: the 360° viewer turns one frame every 100 ms. */
export const SPIN_STEP_MS = 100;
/** Width the frames are asked for (they show at most about half a desktop screen wide). */
const FRAME_WIDTH = 640;
/** Pixels of drag that turn the piece by one frame. */
const DRAG_PX_PER_FRAME = 10;

export const frameUrl = (image: ProductImage): string => `${image.url}?w=${FRAME_WIDTH}`;

/**
 * The 360° view (storefront §2): the frames load one after another once the viewer comes into sight, the piece turns
 * through the loaded frames every 100 ms until the shopper drags it (or asks for it to stop, or prefers reduced
 * motion); dragging, or the arrow keys, then turn it by hand.
 */
export function SpinViewer({ frames, name, className = '' }: { frames: ProductImage[]; name: string; className?: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const inView = useInView(boxRef, { rootMargin: '200px' });
  const [playing, setPlaying] = useState(true);
  const reducedMotion = useReducedMotion();
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const count = frames.length;
  const key = frames.map((f) => f.url).join('|');

  // New frames (another colour or shape): start again from the first one.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setFrame(0);
    setLoaded(0);
  }


  // Fetch the frames in turning order, one at a time, only once the viewer is (nearly) on screen.
  useEffect(() => {
    if (!inView || loaded >= count) return;
    let live = true;
    const image = new Image();
    image.decoding = 'async';
    const next = () => live && setLoaded((n) => n + 1);
    image.onload = next;
    image.onerror = next;
    image.src = frameUrl(frames[loaded]);
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
    // `frames` changes with `key`, which resets `loaded`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inView, loaded, count, key]);

  const spinning = playing && !reducedMotion && inView && loaded > 1;
  useEffect(() => {
    if (!spinning) return;
    const timer = window.setInterval(() => setFrame((f) => (f + 1) % loaded), SPIN_STEP_MS);
    return () => window.clearInterval(timer);
  }, [spinning, loaded]);

  if (count === 0) return null;

  const turnTo = (to: number) => setFrame(((to % count) + count) % count);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    setPlaying(false);
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = Math.round((event.clientX - drag.current.x) / DRAG_PX_PER_FRAME);
    turnTo(drag.current.frame - steps);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    setPlaying(false);
    turnTo(frame + (event.key === 'ArrowRight' ? 1 : -1));
  };

  return (
    <div className={`relative overflow-hidden bg-ivory ${className}`}>
      <div
        ref={boxRef}
        role="img"
        aria-label={`360° view of ${name}. Drag or use the arrow keys to turn it.`}
        aria-roledescription="360° viewer"
        tabIndex={0}
        data-frame={frame}
        data-spinning={spinning ? 'true' : 'false'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        className="aspect-square w-full cursor-grab touch-pan-y select-none active:cursor-grabbing"
      >
        <img
          src={frameUrl(frames[frame])}
          alt=""
          width={FRAME_WIDTH}
          height={FRAME_WIDTH}
          draggable={false}
          loading="lazy"
          decoding="sync"
          className="pointer-events-none size-full object-cover"
        />
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-3">
        <span className="rounded-full bg-white/85 px-3 py-1 text-[0.65rem] tracking-[0.2em] text-ink uppercase backdrop-blur-sm">
          360° {loaded < count && inView ? `· ${Math.round((loaded / count) * 100)}%` : '· Drag to turn'}
        </span>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            className="pointer-events-auto rounded-full bg-white/85 px-3 py-1 text-[0.65rem] tracking-[0.2em] text-ink uppercase backdrop-blur-sm hover:bg-white"
          >
            {playing ? 'Pause' : 'Play'}
          </button>
        )}
      </div>
    </div>
  );
}
