import { useState } from 'react';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { formatRM } from '../../../domain/money/money';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, quietButtonClass } from '../../components/ui';
import { readableEyebrowClass } from './ui';
import { useShopSettings } from '../../lib/shop';
import { DropHint } from './DropHint';
import { OptionPickers } from './OptionPickers';
import { CHOOSE_RING_SIZE, inscriptionProblem, priceOf, type Inscription, type MetalOption, type ProductSelection } from './options';
import { ProductDescription, ShippingNotes } from './ProductInfo';
import { LOGIN_REASON_CART, useMainAction } from './use-main-action';
import { StoneFitNote } from './StoneFitNote';
import { AbroadPicker } from '../abroad/AbroadPicker';
import { Converted } from '../abroad/Converted';
import { DeliveryNote } from '../abroad/DeliveryNote';
import { LOGIN_REASON_RING } from '../ring-builder/login-reason';
import { t } from '../../../domain/words/catalogue';
import type { InstalmentPlan } from '../../../domain/payments/instalments';
import { InstalmentLine } from '../instalments/InstalmentLine';

interface ProductPanelProps {
  product: ProductDetail;
  selection: ProductSelection;
  select: (selection: ProductSelection) => void;
  inscription: Inscription;
  setInscription: (inscription: Inscription) => void;
  metals: MetalOption[];
  shapes: ShapeCode[];
  ringSizes: number[];
  caratViews: boolean;
  shipsBy: string;
  /** The instalment plans offered (the line under the price). */
  plans?: readonly InstalmentPlan[];
}

const contactLinkClass = 'text-[0.7rem] tracking-[0.25em] text-ink uppercase underline decoration-gold/60 underline-offset-4 hover:text-gold-deep';

/** Name, price, options, the main button, hint and contact links, shipping notes and the description. */
export function ProductPanel(props: ProductPanelProps) {
  const { product, selection, inscription } = props;
  const main = useMainAction(product, selection, inscription);
  const [inscriptionTouched, setInscriptionTouched] = useState(false);
  const price = priceOf(product, selection);
  const problem = inscriptionProblem(inscription);
  const showInscriptionProblem = problem && (inscriptionTouched || main.attempted) ? problem : undefined;
  const ringSizeError = main.attempted && props.ringSizes.length > 0 && selection.ringSize === undefined ? CHOOSE_RING_SIZE : undefined;

  return (
    <div className="flex flex-col gap-8">
      <ProductHeading product={product} price={price} plans={props.plans ?? []} />

      <OptionPickers
        metals={props.metals}
        shapes={props.shapes}
        ringSizes={props.ringSizes}
        caratViews={props.caratViews}
        selection={selection}
        onSelect={props.select}
        inscription={inscription}
        onInscription={props.setInscription}
        inscriptionError={showInscriptionProblem}
        onInscriptionBlur={() => setInscriptionTouched(true)}
        ringSizeError={ringSizeError}
      />

      <div className="grid gap-4">
        <StoneFitNote product={product} selection={selection} onSelect={props.select} shapes={props.shapes} />
        {/* pressable before the page's scripts run: the page's starter presses it again for the shopper once they do */}
        <button type="button" onClick={() => void main.run()} disabled={main.busy} className={`${buttonClass} w-full py-4`}>
          {main.busy ? t('product.productPanel.adding') : main.label}
        </button>
        {main.canBuyNow && (
          <button type="button" onClick={() => void main.buyNow()} className={`${quietButtonClass} w-full py-4`}>
            {t('product.productPanel.buyNow')}
          </button>
        )}
        {main.action === 'login' && (
          <p className="text-center text-sm text-stone">{product.mainCategory.requires_diamond ? LOGIN_REASON_RING : LOGIN_REASON_CART}</p>
        )}
        <NoticeArea notice={main.notice} onDismiss={main.dismiss} />
        <AskAboutIt product={product} />
      </div>

      <ShippingNotes shipsBy={props.shipsBy} />
      <div className="grid gap-4">
        <DeliveryNote />
        <AbroadPicker />
      </div>

      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-3xl">
          {t('product.productPanel.theDetails')}
        </h2>
        <div className="mt-4">
          <ProductDescription html={product.description} />
        </div>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-stone">{t('product.productPanel.sku')}</dt>
          <dd>{product.skuId}</dd>
          <dt className="text-stone">{t('product.productPanel.metal')}</dt>
          <dd>
            {selection.metal.entry.name}, {selection.colour.color}
          </dd>
          {selection.metal.entry.weight > 0 && (
            <>
              <dt className="text-stone">{t('product.productPanel.approxWeight')}</dt>
              <dd>{selection.metal.entry.weight.toFixed(2)} g</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}

/** The piece's classification and name, its price (from, for ring sizes; converted abroad), what the price covers and the instalments. */
function ProductHeading({ product, price, plans }: { product: ProductDetail; price: ReturnType<typeof priceOf>; plans: readonly InstalmentPlan[] }) {
  return (
    <div>
      <p className={readableEyebrowClass}>{product.classification.name || product.mainCategory.name}</p>
      <h1 className="mt-3 text-4xl leading-tight md:text-5xl">{product.name}</h1>
      <p className="mt-4 flex items-baseline gap-2 text-2xl" aria-live="polite" aria-atomic="true">
        <span className="sr-only">{t('product.productPanel.price')} </span>
        {price.from && <span className="text-[0.7rem] tracking-[0.25em] text-stone uppercase">{t('product.productPanel.from')}</span>}
        <span data-testid="price" className="font-medium tracking-wide">
          {formatRM(price.sen)}
        </span>
        <Converted sen={price.sen} />
      </p>
      <p className="mt-1 text-xs tracking-wide text-stone">
        {price.from ? t('product.productPanel.priceForRingSizes') : t('product.productPanel.priceOfTheSetting')}
        {product.mainCategory.requires_diamond && ' ' + t('product.productPanel.theCentreDiamondIs')}
      </p>
      <InstalmentLine totalSen={price.sen} plans={plans} className="mt-3" />
    </div>
  );
}

/** Drop a hint, and e-mail or call the shop about the piece. */
function AskAboutIt({ product }: { product: ProductDetail }) {
  const settings = useShopSettings();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3 pt-1">
      <DropHint slug={product.slugId} productName={product.name} triggerClassName={contactLinkClass} />
      {settings && (
        <>
          <a href={`mailto:${settings.email}?subject=${encodeURIComponent(t('product.productPanel.aboutThe', { name: product.name }))}`} className={contactLinkClass}>
            {t('product.productPanel.eMailUs')}
          </a>
          <a href={`tel:${settings.telephone.replace(/[^+\d]/g, '')}`} className={contactLinkClass}>
            {t('product.productPanel.callUs')}
          </a>
        </>
      )}
    </div>
  );
}
