import { useState } from 'react';
import { Link } from 'react-router';
import { inscriptionProblem, type Inscription } from '../../../domain/catalog/inscription';
import { InscriptionFields } from '../../components/InscriptionFields';
import { NoticeArea, type Notice } from '../../components/Notice';
import { Thumbnail } from '../../components/Thumbnail';
import { quietButtonClass, textLinkClass } from '../../components/ui';
import { formatRinggit } from '../../lib/format';
import { caratText, shapeLabel } from '../diamonds/format';
import { gradesInWords } from '../../../domain/diamonds/words';
import { ITEM_UNAVAILABLE, type CartItem } from './types';
import { t } from '../../../domain/words/catalogue';
import { Converted } from '../abroad/Converted';
import { senFromRinggit } from '../../../domain/money/money';

interface CartLineProps {
  item: CartItem;
  /** Saves the line's inscription (PUT /api/user/cart); answers the shop's notice. */
  onUpdate: (item: CartItem, engrave: Inscription) => Promise<Notice | null>;
  /** Removes the line after the shopper confirmed. */
  onRemove: (item: CartItem) => void;
  removing: boolean;
}

/**
 * One item of the cart (account spec §2 "Cart screen", §3 "Cart item"): name (to its product), picture, colour, ring
 * size, the engraving editable in place and saved with Update, price and quantity, the diamond with its grades and
 * certificate, the item's total as the server priced it (`line_total`); Remove; the order it came back from, when a
 * cancelled unpaid order gave it back; and, when it can no longer be bought, the spec's message.
 */
export function CartLine({ item, onUpdate, onRemove, removing }: CartLineProps) {
  const saved = { text: item.engrave_text, font: item.engrave_font };
  const [engrave, setEngrave] = useState<Inscription>(saved);
  // Saved on the server (and read again): the boxes show what is kept.
  const savedKey = `${saved.text}\u0000${saved.font}`;
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setEngrave(saved);
  }
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const changed = engrave.text !== saved.text || engrave.font !== saved.font;
  const problem = inscriptionProblem(engrave);
  const details = [item.name, item.ring_size ? t('cart.cartLine.ringSize', { ringsize: item.ring_size }) : ''].filter(Boolean).join(' · ');

  async function update() {
    setAttempted(true);
    setNotice(null);
    if (problem) return;
    setSaving(true);
    try {
      setNotice(await onUpdate(item, { text: engrave.text.trim(), font: engrave.text.trim() ? engrave.font : '' }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <article aria-label={item.product_name} data-cart-line={item.id} data-available={item.is_available ? 'true' : 'false'} className="flex gap-4 py-7 sm:gap-6">
      <Link to={`/product/${item.slug_id}`} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start">
        <Thumbnail src={item.thumbnail} alt="" className="size-20 sm:size-28" />
      </Link>
      <div className="min-w-0 flex-1">
        {/* the price below the name on a phone, beside it from small screens on: never wrapped by the name's width,
            which differs between the fallback face and the web font (the line moved when the font came in) */}
        <div className="grid gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline sm:gap-x-6">
          <h2 className="text-2xl break-words">
            <Link to={`/product/${item.slug_id}`} className="hover:text-gold-deep">
              {item.product_name}
            </Link>
          </h2>
          <p className="text-sm whitespace-nowrap tabular-nums" data-testid="line-price">
            {formatRinggit(item.price)}
            <Converted sen={senFromRinggit(item.price)} />
          </p>
        </div>
        {details && <p className="mt-1 text-sm text-stone">{details}</p>}
        <p className="mt-1 text-sm text-stone">{t('cart.cartLine.quantity', { quantity: item.quantity })}</p>
        {item.from_cancelled_order && <FromCancelledOrder order={item.from_cancelled_order} />}

        {item.diamond && <LineDiamond diamond={item.diamond} />}
        {(item.diamond || item.quantity > 1) && <LineTotal total={item.line_total} />}

        <fieldset className="mt-5 min-w-0 max-w-md">
          <legend className="text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t('cart.cartLine.engraving')}</legend>
          <div className="mt-3">
            <InscriptionFields inscription={engrave} onChange={setEngrave} error={attempted ? problem : undefined} layout="narrow" preview={false} />
          </div>
        </fieldset>

        {!item.is_available && (
          <p role="alert" className="mt-4 text-sm text-ruby">
            {ITEM_UNAVAILABLE}
          </p>
        )}
        <NoticeArea notice={notice} onDismiss={() => setNotice(null)} className="mt-4" />
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <button type="button" onClick={() => void update()} disabled={saving || !changed} className={`${quietButtonClass} px-6! py-2.5!`}>
            {saving ? t('cart.cartLine.saving') : t('cart.cartLine.update')}
          </button>
          <button type="button" onClick={() => onRemove(item)} disabled={removing} className={`text-[0.7rem] tracking-[0.2em] text-stone uppercase ${textLinkClass}`}>
            {removing ? t('cart.cartLine.removing') : t('cart.cartLine.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}

/**
 * A line an unpaid order gave back when it was cancelled (issue 41): which order (to its page), and that it is bought
 * again only if the shopper checks out with it.
 */
function FromCancelledOrder({ order }: { order: string }) {
  return (
    <div className="mt-4 border border-pearl bg-ivory px-3 py-2 text-sm" data-from-cancelled-order={order}>
      <Link to={`/orders/${encodeURIComponent(order)}`} className={`text-ink ${textLinkClass}`}>
        {t('cart.cartLine.fromCancelledOrder', { order })}
      </Link>
      <p className="mt-1 text-stone">{t('cart.cartLine.fromCancelledOrderHint')}</p>
    </div>
  );
}

/** The line's diamond: carat and shape, its grades, its certificate (to the laboratory's page) and its price. */
function LineDiamond({ diamond }: { diamond: NonNullable<CartItem['diamond']> }) {
  return (
    <div className="mt-4 grid gap-y-1 border-l-2 border-gold/50 pl-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline sm:gap-x-6" data-line-diamond="">
      <div className="min-w-0 text-sm">
        <p className="text-ink">
          {t('cart.cartLine.diamond', { CARAT: caratText(diamond.CARAT), SHAPE: shapeLabel(diamond.SHAPE) })}
        </p>
        <p className="text-stone">
          {gradesInWords(diamond)}
        </p>
        <p className="text-stone">
          {t('cart.cartLine.certificate', { LAB: diamond.LAB })}{' '}
          <a href={diamond.CERTIFICATE_LINK} target="_blank" rel="noopener noreferrer" className={`text-ink ${textLinkClass}`}>
            {diamond.CERTIFICATE_NO}
            <span className="sr-only"> {t('cart.cartLine.opensTheLaboratoryS')}</span>
          </a>
        </p>
      </div>
      <p className="text-sm whitespace-nowrap tabular-nums">
        {formatRinggit(diamond.MYR_PRICE)}
        <Converted sen={senFromRinggit(diamond.MYR_PRICE)} />
      </p>
    </div>
  );
}

/** The item's total as the server priced it (`line_total`), shown when it differs from the price above. */
function LineTotal({ total }: { total: number }) {
  return (
    <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-6 border-t border-pearl pt-3 text-sm">
      <span className="text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t('cart.cartLine.itemTotal')}</span>
      <span className="font-medium whitespace-nowrap tabular-nums" data-testid="line-total">
        {formatRinggit(total)}
        <Converted sen={senFromRinggit(total)} />
      </span>
    </p>
  );
}
