import { useEffect, useState } from 'react';
import { TurningControls } from '../../components/TurningControls';
import { useTurning } from '../../lib/use-turning';
import { DiamondPicture } from './DiamondPicture';
import { t } from '../../../domain/words/catalogue';

/** Storefront §9: a 360° view turns one frame every 100 ms. */
export const STONE_SPIN_STEP_MS = 100;
const DRAG_PX_PER_FRAME = 8;
const isVideoFile = (src: string) => /\.(mp4|webm|mov|m4v)(\?|$)/i.test(src);

/** How many square frames a picture strip holds, side by side (1 for an ordinary picture). */
export const framesInStrip = (width: number, height: number): number => (width > 0 && height > 0 ? Math.max(1, Math.round(width / height)) : 1);

/**
 * A stone's 360° view (VIDEO): a video file plays muted in a loop; a picture strip (square frames side by side) turns
 * frame by frame like the product page's viewer, until the shopper drags it or uses the arrow keys; a single
 * picture is shown as it is.
 */
export function Stone360({ src, fallback, shape, title }: { src: string; fallback: string; shape: string; title: string }) {
  if (!src) return <Unavailable fallback={fallback} shape={shape} title={title} />;
  if (isVideoFile(src)) {
    return (
      <div data-stone-360="video">
        <video src={src} autoPlay loop muted playsInline controls aria-label={t('diamonds.stone360.n360VideoOf', { title })} className="aspect-square w-full bg-ivory object-cover" />
      </div>
    );
  }
  return <PictureStrip src={src} fallback={fallback} shape={shape} title={title} />;
}

/** No 360° view to show (none listed, or it cannot be loaded): the picture, said plainly. */
function Unavailable({ fallback, shape, title }: { fallback: string; shape: string; title: string }) {
  return (
    <div data-stone-360="unavailable" className="relative">
      <DiamondPicture src={fallback} shape={shape} alt={t('diamonds.stone360.diamond', { title })} size={1280} sizes="40rem" priority className="w-full bg-ivory" />
      <p className="absolute inset-x-3 bottom-3 w-fit rounded-full bg-white/85 px-3 py-1 text-[0.65rem] tracking-[0.15em] text-ink uppercase backdrop-blur-sm">
        {t('diamonds.stone360.the360ViewIs')}
      </p>
    </div>
  );
}

function PictureStrip({ src, fallback, shape, title }: { src: string; fallback: string; shape: string; title: string }) {
  const [frames, setFrames] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const image = new Image();
    image.onload = () => live && setFrames(framesInStrip(image.naturalWidth, image.naturalHeight));
    image.onerror = () => live && setFailed(true);
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);

  const count = frames ?? 1;
  const { frame, playing, togglePlaying, reducedMotion, handlers } = useTurning({ count, stepMs: STONE_SPIN_STEP_MS, pxPerFrame: DRAG_PX_PER_FRAME });

  if (failed) return <Unavailable fallback={fallback} shape={shape} title={title} />;
  return (
    <div className="relative" data-stone-360={count > 1 ? 'turning' : 'still'}>
      <div
        role="img"
        aria-label={t('diamonds.stone360.n360ViewOf', { title, value: count > 1 ? ' Drag or use the arrow keys to turn it.' : '' })}
        aria-roledescription="360° viewer"
        tabIndex={0}
        data-frames={frames ?? 0}
        data-frame={frame}
        {...handlers}
        className={`aspect-square w-full touch-pan-y overflow-hidden bg-ivory bg-no-repeat select-none ${count > 1 ? 'cursor-grab active:cursor-grabbing' : ''}`}
        style={frames ? { backgroundImage: `url("${src}")`, backgroundSize: `${count * 100}% 100%`, backgroundPosition: count > 1 ? `${(frame / (count - 1)) * 100}% 0` : 'center' } : undefined}
      />
      <TurningControls caption={frames === null ? t('diamonds.stone360.n360Loading') : count > 1 ? t('diamonds.stone360.n360DragToTurn') : t('diamonds.stone360.n360View')} canPause={count > 1 && !reducedMotion} playing={playing} onToggle={togglePlaying} />
    </div>
  );
}
