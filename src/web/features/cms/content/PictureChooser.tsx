import { useState } from 'react';
import type { PictureChoice } from '../../../../domain/shop/home-content';
import { labelClass } from '../../../components/ui';
import { t } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/cms';

/** A picture as the back-office shows it: small, from the shop's own drawings (snapped to the picture's own width). */
export function ChoicePicture({ url, label, className }: { url: string; label: string; className: string }) {
  return <img src={`${url}?w=320`} alt={label} loading="lazy" decoding="async" className={`bg-ivory object-cover ${className}`} />;
}

/**
 * The picture of a banner or tile, chosen among the site pictures drawn for its block: the current one large, the
 * others a click away.
 */
const SHAPES = { wide: 'aspect-[12/5]', landscape: 'aspect-[4/3]', portrait: 'aspect-[4/5]', square: 'aspect-square' } as const;

export function PictureChooser({ value, choices, onChange, shape: drawn }: { value: string; choices: readonly PictureChoice[]; onChange: (choice: PictureChoice) => void; shape: keyof typeof SHAPES }) {
  const [open, setOpen] = useState(false);
  const current = choices.find((c) => c.url === value);
  const wide = drawn === 'wide';
  const shape = `${SHAPES[drawn]} w-full`;
  return (
    <div>
      <span className={labelClass}>{t('cms.pictureChooser.picture')}</span>
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open} className="group mt-2 block w-full text-left">
        <ChoicePicture url={value} label={current?.label ?? t('cms.pictureChooser.theCurrentPicture')} className={`${shape} transition-opacity group-hover:opacity-90`} />
        <span className="mt-2 block text-xs tracking-[0.15em] text-stone uppercase group-hover:text-ink">{open ? t('cms.pictureChooser.closeThePictures') : t('cms.pictureChooser.changeThePicture')}</span>
      </button>
      {open && (
        <ul aria-label={t('cms.pictureChooser.theShopSPictures')} className={`mt-3 grid gap-2 ${wide ? 'grid-cols-2' : 'grid-cols-3'}`}>
          {choices.map((c) => (
            <li key={c.url}>
              <button
                type="button"
                aria-pressed={c.url === value}
                title={c.label}
                onClick={() => {
                  onChange(c);
                  setOpen(false);
                }}
                className={`block w-full border-2 ${c.url === value ? 'border-gold' : 'border-transparent hover:border-pearl'}`}
              >
                <ChoicePicture url={c.url} label={c.label} className={shape} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
