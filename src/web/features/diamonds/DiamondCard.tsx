import { Link } from 'react-router';
import type { Diamond } from '../../../domain/contract/diamonds';
import type { StoneChange } from '../../../domain/contract/stone-changes';
import { isTaken } from '../../lib/stone-changes';
import { formatRinggit } from '../../lib/format';
import { senFromRinggit } from '../../../domain/money/money';
import { DiamondPicture } from './DiamondPicture';
import { FairPriceBadge } from './FairPriceBadge';
import { gradesLine, stoneTitle, typeLabel } from './format';
import { EnlargeIcon, HeartIcon, SpinIcon } from './icons';
import { SettingShapeNote } from './SettingShapeNote';
import { StoneTakenLabel } from './StoneTaken';
import { iconButtonClass, smallActionClass } from './styles';
import { t } from '../../../domain/words/catalogue';
import { Converted } from '../abroad/Converted';

export type MediaKind = 'video' | 'image';

export interface StoneActions {
  /** The address that opens the stone's detail (?stone=). */
  detailHref: (certificate: string) => string;
  isSaved: (certificate: string) => boolean;
  onToggleSave: (stone: Diamond) => void;
  isCompared: (certificate: string) => boolean;
  onToggleCompare: (stone: Diamond) => void;
  onOpenMedia: (certificate: string, kind: MediaKind) => void;
  onChoose: (certificate: string) => void;
  /** The certificate being chosen (its button waits). */
  choosing: string | null;
  /** The chosen setting's shape when a setting is chosen: a stone of another shape is flagged (issue 13). */
  settingShape: string | null;
  /** The search showing only this shape. */
  shapeHref: (shape: string) => string;
  /** Chooses the stone and forgets the setting, to choose one made for it. */
  onChooseForNewSetting: (certificate: string) => void;
  /** What the page has heard of the stone since it opened: reserved by another shopper, gone, repriced. */
  changeOf: (certificate: string) => StoneChange | undefined;
}

/** The stone as it is now: its price as last heard (repriced while the page was open). */
export const priceNow = (stone: Diamond, change: StoneChange | undefined): number => (change?.state === 'offered' ? change.MYR_PRICE : stone.MYR_PRICE);

/** How wide a card's picture is drawn at each screen width (a layout value, the same in every language). */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 8rem';

/**
 * A result card (storefront §2): picture (360° and enlarged views), shape and carat, colour, clarity and cut, the
 * laboratory and certificate, the price in RM, the price-fairness badge; save, compare and Choose This Diamond.
 * A phone shows it as a row, wider screens as a tile.
 */
export function DiamondCard({ stone, actions, priority = false }: { stone: Diamond; actions: StoneActions; priority?: boolean }) {
  const title = stoneTitle(stone);
  const saved = actions.isSaved(stone.CERTIFICATE_NO);
  const change = actions.changeOf(stone.CERTIFICATE_NO);
  return (
    <article
      className="relative flex h-full border border-pearl bg-white sm:flex-col"
      data-diamond-card=""
      data-certificate={stone.CERTIFICATE_NO}
      data-shape={stone.SHAPE}
      data-carat={stone.CARAT}
      data-color={stone.COLOR}
      data-clarity={stone.CLARITY}
      data-type={stone.TYPE}
    >
      <CardPicture stone={stone} title={title} actions={actions} priority={priority} />
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? t('diamonds.diamondCard.removeFromSavedStones', { title }) : t('diamonds.diamondCard.save', { title })}
        onClick={() => actions.onToggleSave(stone)}
        className={`${iconButtonClass} absolute top-2 right-2 z-10 size-8 sm:size-9 ${saved ? 'text-gold-deep' : ''}`}
      >
        <HeartIcon filled={saved} />
      </button>
      <div className="flex min-w-0 flex-1 flex-col px-3 py-3 sm:px-4 sm:pt-4 sm:pb-4">
        <CardFacts stone={stone} title={title} actions={actions} price={priceNow(stone, change)} />
        <CardActions stone={stone} title={title} actions={actions} change={change} />
      </div>
    </article>
  );
}

interface CardPartProps {
  stone: Diamond;
  /** The stone as its card names it (stoneTitle). */
  title: string;
  actions: StoneActions;
}

/** The picture, with its 360° and enlarge buttons. Phones: a row, the picture left with its buttons under it (never over the 128 px stone); wider: a tile. */
function CardPicture({ stone, title, actions, priority }: CardPartProps & { priority: boolean }) {
  return (
    <div className="w-32 shrink-0 self-start sm:relative sm:w-full">
      <div className="bg-ivory">
        <DiamondPicture src={stone.IMAGE} shape={stone.SHAPE} alt={t('diamonds.diamondCard.diamond', { title })} size={640} sizes={CARD_SIZES} priority={priority} className="w-full" />
      </div>
      <div className="flex justify-center gap-1.5 pt-1.5 pb-2 sm:absolute sm:bottom-2 sm:left-2 sm:p-0">
        <button type="button" aria-label={t('diamonds.diamondCard.n360VideoOf', { title })} onClick={() => actions.onOpenMedia(stone.CERTIFICATE_NO, 'video')} className={`${iconButtonClass} size-8 sm:size-9`}>
          <SpinIcon />
        </button>
        <button type="button" aria-label={t('diamonds.diamondCard.enlargeThePictureOf', { title })} onClick={() => actions.onOpenMedia(stone.CERTIFICATE_NO, 'image')} className={`${iconButtonClass} size-8 sm:size-9`}>
          <EnlargeIcon />
        </button>
      </div>
    </div>
  );
}

/** What the stone is: its type, shape and carat (the way to its detail), grades, laboratory and certificate, price and price-fairness badge. */
function CardFacts({ stone, title, actions, price }: CardPartProps & { price: number }) {
  return (
    <>
      <p className="pr-9 text-[0.62rem] tracking-[0.22em] text-stone uppercase sm:pr-0">{typeLabel(stone.TYPE)}</p>
      <h3 className="mt-1 font-serif text-xl leading-tight">
        <Link to={actions.detailHref(stone.CERTIFICATE_NO)} replace preventScrollReset className="hover:text-gold-deep">
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink" data-grades="">
        {gradesLine(stone)}
      </p>
      <p className="mt-0.5 truncate text-xs text-stone">
        {t('diamonds.diamondCard.certificate', { LAB: stone.LAB, CERTIFICATENO: stone.CERTIFICATE_NO })}
      </p>
      <p className="mt-2 text-base tracking-wide text-ink tabular-nums" data-price={price}>
        {formatRinggit(price)}
        <Converted sen={senFromRinggit(price)} />
      </p>
      {stone.PRICE_COMPARISON && (
        <div className="mt-1.5">
          <FairPriceBadge comparison={stone.PRICE_COMPARISON} />
        </div>
      )}
    </>
  );
}

/** Compare and Details; then Choose This Diamond (with a note when its shape is not the setting's), or why the stone is taken. */
function CardActions({ stone, title, actions, change }: CardPartProps & { change: StoneChange | undefined }) {
  const compared = actions.isCompared(stone.CERTIFICATE_NO);
  return (
    <div className="mt-auto flex flex-col gap-2 pt-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" aria-pressed={compared} onClick={() => actions.onToggleCompare(stone)} className={`inline-flex items-center gap-2 ${smallActionClass}`}>
          <span aria-hidden="true" className={`flex size-3.5 items-center justify-center border ${compared ? 'border-ink bg-ink text-white' : 'border-stone/50'}`}>
            {compared && <span className="text-[0.55rem] leading-none">✓</span>}
          </span>
          {t('diamonds.diamondCard.compare')}
        </button>
        <Link to={actions.detailHref(stone.CERTIFICATE_NO)} replace preventScrollReset className={`${smallActionClass} text-stone`} aria-label={t('diamonds.diamondCard.detailsOf', { title })}>
          {t('diamonds.diamondCard.details')}
        </Link>
      </div>
      {isTaken(change) ? (
        // as tall as the button it replaces, so the grid does not move
        <div className="flex min-h-[2.35rem] items-center justify-center border border-ruby/30 bg-ruby/5 px-3 text-center">
          <StoneTakenLabel change={change} />
        </div>
      ) : (
        <>
          <SettingShapeNote stone={stone} actions={actions} />
          <button
            type="button"
            onClick={() => actions.onChoose(stone.CERTIFICATE_NO)}
            disabled={actions.choosing === stone.CERTIFICATE_NO}
            className="inline-flex w-full items-center justify-center bg-ink px-3 py-2.5 text-[0.65rem] tracking-[0.18em] text-white uppercase transition-colors hover:bg-gold-deep disabled:cursor-wait disabled:opacity-60"
          >
            {t('diamonds.diamondCard.chooseThisDiamond')}
          </button>
        </>
      )}
    </div>
  );
}
