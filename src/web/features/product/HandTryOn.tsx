import * as Slider from '@radix-ui/react-slider';
import { HAND_TONES, isHandTone, type HandTone, type ProductImage } from '../../../domain/catalog/image-names';
import { Picture } from '../../components/Picture';
import { handPictureUrl } from './pictures';
import { t } from '../../../domain/words/catalogue';

const TONE_NAMES = [t('product.handTryOn.lightest'), t('product.handTryOn.light'), t('product.handTryOn.medium'), t('product.handTryOn.deep'), t('product.handTryOn.deepest')] as const;

/** The piece on a hand, with a Lighter / Darker skin-tone slider over the hand tones (storefront §2). */
export function HandTryOn({
  hand,
  name,
  tone,
  onToneChange,
  sizes,
  className = '',
}: {
  hand: ProductImage;
  name: string;
  tone: HandTone;
  onToneChange: (tone: HandTone) => void;
  sizes: string;
  className?: string;
}) {
  return (
    <figure className={`relative aspect-square overflow-hidden bg-ivory ${className}`}>
      <Picture src={handPictureUrl(hand, tone)} alt={t('product.handTryOn.wornOnAHand', { name })} width={1280} height={1280} sizes={sizes} className="size-full object-cover" />
      <figcaption className="absolute inset-x-3 bottom-3 flex items-center gap-4 rounded-full bg-white/85 px-4 py-1.5 text-[0.65rem] tracking-[0.2em] text-ink uppercase backdrop-blur-sm">
        <span aria-hidden="true">{t('product.handTryOn.lighter')}</span>
        <Slider.Root
          min={HAND_TONES[0]}
          max={HAND_TONES[HAND_TONES.length - 1]}
          step={1}
          value={[tone]}
          onValueChange={([value]) => isHandTone(value) && onToneChange(value)}
          className="relative flex h-6 flex-1 touch-none items-center select-none"
        >
          <Slider.Track className="relative h-px flex-1 bg-gradient-to-r from-[#f3d9c6] via-[#c68e68] to-[#5b3a29]">
            <Slider.Range className="absolute h-full" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={t('product.handTryOn.skinToneOfThe')}
            aria-valuetext={TONE_NAMES[tone]}
            className="block size-5 rounded-full border border-ink/40 bg-white shadow-sm transition-colors hover:border-gold focus-visible:border-gold"
          />
        </Slider.Root>
        <span aria-hidden="true">{t('product.handTryOn.darker')}</span>
      </figcaption>
    </figure>
  );
}
