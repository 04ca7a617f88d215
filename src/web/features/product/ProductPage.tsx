import { useMemo, useState } from 'react';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { DEFAULT_HAND_TONE, type HandTone } from '../../../domain/catalog/image-names';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb';
import { WizardSteps } from '../../components/WizardSteps';
import { ConsultationPromo } from './ProductInfo';
import { DesktopGallery, PhoneGallery, PhoneViews } from './ProductGallery';
import { ProductPanel } from './ProductPanel';
import { picturesFor } from './pictures';
import { useProductOptions } from './use-product-options';
import { t } from '../../../domain/words/catalogue';
import type { InstalmentPlan } from '../../../domain/payments/instalments';

/** Home › Category › (Sub-category) › Product. */
export function trailOf(product: ProductDetail): BreadcrumbItem[] {
  const category = `/products/${product.mainCategory.slug}`;
  return [
    { label: product.mainCategory.name, to: category },
    ...(product.subCategory ? [{ label: product.subCategory.name, to: `${category}/${product.subCategory.slug}` }] : []),
    { label: product.name },
  ];
}

/** The product detail screen (storefront §2 "Product detail"). Keyed by product, so each product starts afresh. */
export function ProductPage({ product, shipsBy, plans = [] }: { product: ProductDetail; shipsBy: string; plans?: readonly InstalmentPlan[] }) {
  const options = useProductOptions(product);
  const { selection } = options;
  const [tone, setTone] = useState<HandTone>(DEFAULT_HAND_TONE);
  const colour = selection?.colour.color ?? 'white';
  const pictures = useMemo(
    () => picturesFor(product.images, { sku: product.skuId, colour, shape: selection?.shape, carat: selection?.carat }),
    [product, colour, selection?.shape, selection?.carat],
  );
  const wizard = product.mainCategory.is_engagement_ring || product.mainCategory.requires_diamond;
  const views = { pictures, name: product.name, tone, onToneChange: setTone };

  return (
    <main>
      <Breadcrumb trail={trailOf(product)} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {wizard && <WizardSteps at="ring" className="mt-6" />}
        <div className="mt-6 grid gap-8 lg:mt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          <div className="-mx-4 sm:mx-0 lg:hidden">
            <PhoneGallery pictures={pictures} name={product.name} />
          </div>
          <div className="hidden lg:block">
            <DesktopGallery {...views} />
          </div>
          {selection ? (
            <ProductPanel
              product={product}
              selection={selection}
              select={options.select}
              inscription={options.inscription}
              setInscription={options.setInscription}
              metals={options.metals}
              shapes={options.shapes}
              ringSizes={options.ringSizes}
              caratViews={options.caratViews}
              shipsBy={shipsBy}
              plans={plans}
            />
          ) : (
            <div>
              <h1 className="text-4xl">{product.name}</h1>
              <p className="mt-4 text-stone">{t('product.productPage.thisPieceCannotBe')}</p>
            </div>
          )}
        </div>
        <PhoneViews {...views} />
      </div>
      <ConsultationPromo />
    </main>
  );
}
