import { Link } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import { SITE_IMAGES, styleImageName } from '../../../domain/catalog/image-names';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { Picture } from '../../components/Picture';
import {
  categoryHref,
  DESIGN_YOUR_OWN_HEADING,
  designYourOwnLinks,
  PRODUCTS_PATH,
  RING_STYLES_HEADING,
  SHAPE_LINKS,
  SHOP_BY_CATEGORIES_HEADING,
  SHOP_BY_SHAPE_HEADING,
  subcategoryHref,
  VIEW_ALL_PRODUCTS,
  type LovSubcategory,
} from './links';
import { t } from '../../../domain/words/catalogue';

/**
 * The contents of the desktop mega-menu's panels (storefront §2 "Category mega-menu"). `pictures` is false until a
 * panel is first opened: the links are in the server's HTML, the small pictures only load once someone looks.
 */

export const menuHeadingClass = 'text-[0.66rem] font-medium tracking-[0.24em] text-gold-deep uppercase';
const linkClass = 'transition-colors hover:text-gold-deep focus-visible:text-gold-deep';

const shapePicture = (code: ShapeCode) => SITE_IMAGES.shapes.find((s) => s.shape === code);
/** The style picture of a sub-category, when the shop has one for its image_name. */
export function stylePicture(sub: LovSubcategory) {
  const name = styleImageName(sub.image_name);
  return name ? SITE_IMAGES.styles.find((s) => s.name === name) : undefined;
}

function Column({ heading, id, children, className = '' }: { heading: string; id: string; children: React.ReactNode; className?: string }) {
  return (
    <div role="group" aria-labelledby={id} className={className}>
      <p id={id} className={menuHeadingClass}>
        {heading}
      </p>
      <div className="mt-5">{children}</div>
    </div>
  );
}

/** The engagement-ring panel: DESIGN YOUR OWN ENGAGEMENT RING, SHOP BY SHAPE, ENGAGEMENT RING STYLES. */
export function EngagementColumns({ engagement, idPrefix, pictures }: { engagement: LovCategory | undefined; idPrefix: string; pictures: boolean }) {
  return (
    <>
      <Column heading={DESIGN_YOUR_OWN_HEADING} id={`${idPrefix}-design`}>
        <ul className="space-y-4">
          {designYourOwnLinks(engagement).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`font-serif text-xl leading-tight text-ink ${linkClass}`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Column>
      <Column heading={SHOP_BY_SHAPE_HEADING} id={`${idPrefix}-shape`}>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5">
          {SHAPE_LINKS.map((shape) => {
            const picture = shapePicture(shape.code);
            return (
              <li key={shape.code}>
                <Link to={shape.to} className={`flex items-center gap-3 text-sm text-ink ${linkClass}`}>
                  {pictures && picture && <Picture src={picture.url} alt="" width={64} height={64} sizes="28px" className="size-7 shrink-0 object-contain" />}
                  {shape.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </Column>
      <Column heading={RING_STYLES_HEADING} id={`${idPrefix}-styles`}>
        <ul className="space-y-2.5">
          {(engagement?.sub ?? []).map((sub) => (
            <li key={sub.id}>
              <SubcategoryLink category={engagement!} sub={sub} pictures={pictures} />
            </li>
          ))}
        </ul>
      </Column>
    </>
  );
}

/** A sub-category with its small style picture. */
export function SubcategoryLink({ category, sub, pictures }: { category: LovCategory; sub: LovSubcategory; pictures: boolean }) {
  const picture = pictures ? stylePicture(sub) : undefined;
  return (
    <Link to={subcategoryHref(category, sub)} className={`flex items-center gap-3 text-sm text-ink ${linkClass}`}>
      {picture ? (
        <Picture src={picture.url} alt="" width={96} height={96} sizes="40px" className="size-10 shrink-0 rounded-full bg-pearl object-cover" />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-pearl" />
      )}
      {sub.name}
    </Link>
  );
}

/** A navigation category's panel: its sub-categories as picture tiles, and a link to all of it. */
export function CategoryColumns({ category, idPrefix, pictures }: { category: LovCategory; idPrefix: string; pictures: boolean }) {
  return (
    <Column heading={category.name} id={`${idPrefix}-subs`}>
      <ul className="grid grid-cols-4 gap-8 xl:grid-cols-5">
        {category.sub.map((sub) => {
          const picture = pictures ? stylePicture(sub) : undefined;
          return (
            <li key={sub.id}>
              <Link to={subcategoryHref(category, sub)} className="group block text-center text-sm text-ink">
                <span className="block aspect-square overflow-hidden bg-pearl">
                  {picture && (
                    <Picture
                      src={picture.url}
                      alt=""
                      width={picture.width}
                      height={picture.height}
                      sizes="180px"
                      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  )}
                </span>
                <span className="mt-3 block transition-colors group-hover:text-gold-deep">{sub.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={categoryHref(category)}
        className="mt-8 inline-block border-b border-gold/60 pb-0.5 text-[0.7rem] tracking-[0.25em] text-ink uppercase transition-colors hover:border-gold hover:text-gold-deep"
      >
        {t('navigation.menuPanels.shopAll', { name: category.name })}
      </Link>
    </Column>
  );
}

/** The side panel of every mega-menu panel: 'SHOP BY CATEGORIES' with 'View All Products'. */
export function ShopByCategories({ categories, idPrefix }: { categories: LovCategory[]; idPrefix: string }) {
  return (
    <div role="group" aria-labelledby={`${idPrefix}-all`} className="border-l border-pearl bg-ivory px-8 py-10">
      <p id={`${idPrefix}-all`} className={menuHeadingClass}>
        {SHOP_BY_CATEGORIES_HEADING}
      </p>
      <ul className="mt-5 space-y-2.5 text-sm">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category)} className={`text-ink ${linkClass}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={PRODUCTS_PATH}
        className="mt-6 inline-block border-b border-gold/60 pb-0.5 text-[0.7rem] tracking-[0.25em] text-ink uppercase transition-colors hover:border-gold hover:text-gold-deep"
      >
        {VIEW_ALL_PRODUCTS}
      </Link>
    </div>
  );
}
