import { useState } from 'react';
import { Picture } from '../../components/Picture';
import { SpinViewer } from '../product/SpinViewer';
import type { ProductPictures } from '../product/pictures';
import type { ProductImage } from '../../../domain/catalog/image-names';
import { t } from '../../../domain/words/catalogue';

/** How wide the ring's picture is drawn at each screen width (a layout value, the same in every language). */
const HERO_SIZES = '(min-width: 1024px) 600px, 100vw';

/**
 * The finished ring's pictures (storefront §2 "Wizard confirmation"): from above, the 360° view, from the side and on
 * the hand. `hero` is the picture from above; `title` names the ring.
 */
export function RingPictures({ pictures, hero, title }: { pictures: ProductPictures; hero: ProductImage | undefined; title: string }) {
  const [turning, setTurning] = useState(false);
  return (
    <section aria-label={t('ringBuilder.ringConfirmation.yourRing')} className="grid gap-4 self-start sm:grid-cols-2 lg:sticky lg:top-8">
      <div className="relative bg-ivory sm:col-span-2 lg:col-span-1">
        {/* Phones: the still picture, or the 360° view once asked for; wider screens show both. */}
        <div className={turning ? 'hidden lg:block' : ''}>
          {hero && <Picture src={hero.url} alt={t('ringBuilder.ringConfirmation.seenFromAbove', { title })} width={1280} height={1280} sizes={HERO_SIZES} priority className="aspect-square w-full object-cover" />}
        </div>
        {turning && pictures.frames.length > 0 && (
          <div className="lg:hidden">
            <SpinViewer frames={pictures.frames} name={title} />
          </div>
        )}
        {pictures.frames.length > 0 && (
          <button
            type="button"
            aria-pressed={turning}
            onClick={() => setTurning((t) => !t)}
            className="absolute top-3 right-3 z-10 flex size-12 items-center justify-center rounded-full border border-pearl bg-white/90 text-[0.7rem] tracking-[0.12em] text-ink shadow-sm lg:hidden"
          >
            <span className="sr-only">{turning ? t('ringBuilder.ringConfirmation.showThePicture') : t('ringBuilder.ringConfirmation.turnTheRingIn')}</span>
            <span aria-hidden="true">{turning ? '✕' : '360°'}</span>
          </button>
        )}
      </div>
      {pictures.frames.length > 0 && (
        <div className="hidden bg-ivory lg:block">
          <SpinViewer frames={pictures.frames} name={title} />
        </div>
      )}
      {pictures.side && (
        <Picture src={pictures.side.url} alt={t('ringBuilder.ringConfirmation.seenFromTheSide', { title })} width={960} height={960} sizes="(min-width: 1024px) 300px, 50vw" className="aspect-square w-full bg-ivory object-cover max-lg:hidden sm:max-lg:block" />
      )}
      {pictures.hand && (
        <Picture src={pictures.hand.url} alt={t('ringBuilder.ringConfirmation.onTheHand', { title })} width={960} height={960} sizes="(min-width: 1024px) 300px, 50vw" className="aspect-square w-full bg-ivory object-cover max-lg:hidden sm:max-lg:block" />
      )}
    </section>
  );
}
