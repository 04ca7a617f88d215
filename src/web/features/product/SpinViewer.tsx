import { useEffect, useRef, useState } from 'react';
import type { ProductImage } from '../../../domain/catalog/image-names';
import { useInView } from '../../lib/use-in-view';
import { TurningControls } from '../../components/TurningControls';
import { useTurning } from '../../lib/use-turning';
import { t } from '../../../domain/words/catalogue';

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
  const [loaded, setLoaded] = useState(0);
  const inView = useInView(boxRef, { rootMargin: '200px' });
  const count = frames.length;
  // it turns through the frames loaded so far, and only while (nearly) on screen
  const { frame, setFrame, playing, togglePlaying, spinning, reducedMotion, handlers } = useTurning({
    count,
    spinThrough: loaded,
    canSpin: inView,
    stepMs: SPIN_STEP_MS,
    pxPerFrame: DRAG_PX_PER_FRAME,
  });
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

  if (count === 0) return null;

  return (
    <div className={`relative overflow-hidden bg-ivory ${className}`}>
      <div
        ref={boxRef}
        role="img"
        aria-label={t('product.spinViewer.n360ViewOfDrag', { name })}
        aria-roledescription="360° viewer"
        tabIndex={0}
        data-frame={frame}
        data-spinning={spinning ? 'true' : 'false'}
        {...handlers}
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
      <TurningControls caption={loaded < count && inView ? t('product.spinViewer.n360Loaded', { percent: Math.round((loaded / count) * 100) }) : t('diamonds.stone360.n360DragToTurn')} canPause={!reducedMotion} playing={playing} onToggle={togglePlaying} />
    </div>
  );
}
