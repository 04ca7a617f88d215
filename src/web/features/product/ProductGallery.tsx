import type { HandTone, ProductImage } from '../../../domain/catalog/image-names';
import { Carousel } from '../../components/Carousel';
import { Picture } from '../../components/Picture';
import { HandTryOn } from './HandTryOn';
import { pictureAltOf as altOf, type ProductPictures } from './pictures';
import { SpinViewer } from './SpinViewer';
import { t } from '../../../domain/words/catalogue';

interface GalleryProps {
  pictures: ProductPictures;
  name: string;
  tone: HandTone;
  onToneChange: (tone: HandTone) => void;
}

/**
 * The first picture is in both the phone slider and the desktop grid (one of them hidden, but an eager picture loads
 * anyway): both ask for it with the same sizes, so the browser picks the same file and fetches it once.
 */
/** How wide the gallery's pictures are drawn at each screen width (layout values, the same in every language). */
const HERO_SIZES = '(min-width: 1280px) 730px, (min-width: 1024px) 56vw, 100vw';
const HALF_SIZES = '(min-width: 1280px) 360px, 28vw';

/** The pictures the phone slider and the desktop grid show besides the 360° view and the hand: top, side, then the slides. */
function stillsOf(pictures: ProductPictures): ProductImage[] {
  const gallery = pictures.gallery.filter((i) => i !== pictures.hand);
  return [...gallery, ...pictures.slides];
}

/** Phones: a slider of the pictures (storefront §2 "mobile slider"). */
export function PhoneGallery({ pictures, name }: Pick<GalleryProps, 'pictures' | 'name'>) {
  const stills = stillsOf(pictures);
  return (
    <Carousel
      label={t('product.productGallery.picturesOf', { name })}
      slidesPerView={{ full: 1 }}
      autoplay={false}
      loop={false}
      arrows={false}
      gap="0px"
      slides={stills.map((image, i) => (
        <Picture
          key={image.url}
          src={image.url}
          alt={altOf(name, image, i)}
          width={1280}
          height={1280}
          sizes={HERO_SIZES}
          priority={i === 0}
          className="aspect-square w-full bg-ivory object-cover"
        />
      ))}
    />
  );
}

/** Phones: the 360° view and the hand try-on, under the options. */
export function PhoneViews({ pictures, name, tone, onToneChange }: GalleryProps) {
  if (pictures.frames.length === 0 && !pictures.hand) return null;
  return (
    <section aria-labelledby="phone-views-heading" className="below-fold mt-12 lg:hidden">
      <h2 id="phone-views-heading" className="text-3xl">
        {t('product.productGallery.seeItFromEvery')}
      </h2>
      <div className="mt-6 grid gap-6">
        {pictures.frames.length > 0 && <SpinViewer frames={pictures.frames} name={name} />}
        {pictures.hand && <HandTryOn hand={pictures.hand} name={name} tone={tone} onToneChange={onToneChange} sizes="100vw" />}
      </div>
    </section>
  );
}

/** Desktops: the top view large, then a grid of side, the 360° view, the hand and the slides (storefront §2 "desktop grid"). */
export function DesktopGallery({ pictures, name, tone, onToneChange }: GalleryProps) {
  const [first, second, ...others] = stillsOf(pictures);
  const tile = 'aspect-square w-full bg-ivory object-cover';
  const half = HALF_SIZES;
  return (
    <div className="grid grid-cols-2 gap-3">
      {first && (
        <Picture src={first.url} alt={altOf(name, first, 0)} width={1280} height={1280} sizes={HERO_SIZES} priority className={`col-span-2 ${tile}`} />
      )}
      {second && <Picture src={second.url} alt={altOf(name, second, 1)} width={1280} height={1280} sizes={half} className={tile} />}
      {pictures.frames.length > 0 && <SpinViewer frames={pictures.frames} name={name} />}
      {pictures.hand && <HandTryOn hand={pictures.hand} name={name} tone={tone} onToneChange={onToneChange} sizes={half} />}
      {others.map((image, i) => (
        <Picture key={image.url} src={image.url} alt={altOf(name, image, i + 2)} width={1280} height={1280} sizes={half} className={tile} />
      ))}
    </div>
  );
}
