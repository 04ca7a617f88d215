import { styleImageName } from '../../../../domain/catalog/image-names.ts';
import { slugify } from '../../../../domain/catalog/slug.ts';

/**
 * The main categories with the spec's ids (storefront §3, §9): 8 is the engagement-ring category,
 * 7 needs a diamond-selection step, 1 and 8 stay out of the navigation list. The roles are the named
 * flags below; nothing else in the shop should test these ids.
 */
export const CATEGORY = {
  looseDiamonds: 1,
  weddingRing: 2,
  womenWeddingRing: 3,
  menWeddingRing: 4,
  rings: 5,
  necklacesPendants: 6,
  bridalSets: 7,
  engagementRing: 8,
} as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

export interface CategorySeed {
  id: CategoryId;
  name: string;
  /** The stored slug; the spec's URLs win over slugify(name) where they differ. */
  slug: string;
  description: string;
  inNavigation: boolean;
  requiresDiamond: boolean;
  isEngagementRing: boolean;
}

const category = (
  id: CategoryId,
  name: string,
  description: string,
  roles: Partial<Pick<CategorySeed, 'inNavigation' | 'requiresDiamond' | 'isEngagementRing' | 'slug'>> = {},
): CategorySeed => ({
  id,
  name,
  slug: roles.slug ?? slugify(name),
  description,
  inNavigation: roles.inNavigation ?? true,
  requiresDiamond: roles.requiresDiamond ?? false,
  isEngagementRing: roles.isEngagementRing ?? false,
});

/** In navigation order. */
export const CATEGORIES: readonly CategorySeed[] = [
  category(CATEGORY.engagementRing, 'Engagement Ring', 'Ring settings crafted to hold the centre diamond you choose.', {
    slug: 'engagementring',
    isEngagementRing: true,
    requiresDiamond: true,
    inNavigation: false,
  }),
  category(CATEGORY.bridalSets, 'Bridal Sets', 'An engagement setting with its matching wedding band, finished with the diamond you choose.', {
    requiresDiamond: true,
  }),
  category(CATEGORY.weddingRing, 'Wedding Ring', 'Wedding bands for him and for her, in matching widths and finishes.', {
    slug: 'weddingring',
  }),
  category(CATEGORY.womenWeddingRing, "Women's Wedding Ring", 'Classic, modern, curved and eternity bands for the bride.', {
    slug: 'womenweddingring',
  }),
  category(CATEGORY.menWeddingRing, "Men's Wedding Ring", 'Classic, matte, mixed-metal and one-of-a-kind bands for the groom.', {
    slug: 'menweddingring',
  }),
  category(CATEGORY.rings, 'Rings', "Women's, men's and gemstone rings for every day and every occasion."),
  category(CATEGORY.necklacesPendants, 'Necklaces & Pendants', 'Diamond and gemstone pendants and fine necklaces.', {
    slug: 'necklacespendants',
  }),
  category(CATEGORY.looseDiamonds, 'Loose Diamonds', 'Certified natural and lab-grown diamonds, searched and chosen at /choose-diamond.', {
    inNavigation: false,
  }),
];

export interface SubcategorySeed {
  id: number;
  categoryId: CategoryId;
  name: string;
  slug: string;
  /** The picture /images/styles/{imageName}.webp. */
  imageName: string;
  /** Position in the category's 'Shop by Styles' carousel. */
  sortOrder: number;
}

/** Sub-category ids are the category id times ten plus the position, so they read at a glance. */
const SUB_ID_BASE = 10;

function subs(categoryId: CategoryId, list: readonly [name: string, slug?: string][]): SubcategorySeed[] {
  return list.map(([name, slug], i) => {
    const stored = slug ?? slugify(name);
    const imageName = styleImageName(stored);
    if (!imageName) throw new Error(`no style picture for the sub-category ${stored}`);
    return { id: categoryId * SUB_ID_BASE + i + 1, categoryId, name, slug: stored, imageName, sortOrder: i };
  });
}

export const SUBCATEGORIES: readonly SubcategorySeed[] = [
  ...subs(CATEGORY.engagementRing, [['Solitaire'], ['Halo'], ['Three Stone'], ['Pavé'], ['Hidden Halo']]),
  ...subs(CATEGORY.bridalSets, [['Solitaire Sets'], ['Halo Sets']]),
  ...subs(CATEGORY.weddingRing, [['Plain Bands'], ['Diamond Bands']]),
  ...subs(CATEGORY.womenWeddingRing, [['Modern'], ['Classic', 'womenclassic'], ['Eternity'], ['Curved']]),
  ...subs(CATEGORY.menWeddingRing, [['Classic', 'menclassic'], ['Matte'], ['Mixed Metal', 'mixedmetal'], ['Unique', 'menunique']]),
  ...subs(CATEGORY.rings, [['Women'], ['Men'], ['Gemstone']]),
  ...subs(CATEGORY.necklacesPendants, [['Pendants'], ['Necklaces']]),
];

/** Finds a sub-category by its category and stored slug (seed data is checked at load time). */
export function subcategoryId(categoryId: CategoryId, slug: string): number {
  const found = SUBCATEGORIES.find((s) => s.categoryId === categoryId && s.slug === slug);
  if (!found) throw new Error(`no sub-category ${slug} in category ${categoryId}`);
  return found.id;
}
