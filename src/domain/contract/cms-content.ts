import { z } from 'zod';
import { t } from '../words/catalogue.ts';
import { EDITABLE_HOME_BLOCKS, HOME_PICTURE_CHOICES, SUBCATEGORY_PICTURES, SUBCATEGORY_SLUG, SUBCATEGORY_SLUG_MAX, type EditableHomeBlock } from '../shop/home-content.ts';
import { cmsAnswer, component } from './components.ts';
import { contentBlockSchemas } from './content.ts';
import { says, databaseId, safeText } from './fields.ts';

/**
 * What the back-office sends to change the home page and the sub-categories (issue 14). A home block is checked by
 * the storefront contract's own schema of that block (src/domain/contract/content.ts), and its pictures must be
 * among the site pictures drawn for it.
 */

export const PICTURE_NOT_OFFERED = t('validation.cmsContent.pleaseChooseOneOf');

function picturesAmong(block: EditableHomeBlock) {
  const offered = HOME_PICTURE_CHOICES[block];
  return (items: readonly Record<string, unknown>[], ctx: z.core.$RefinementCtx<unknown>) => {
    items.forEach((item, i) => {
      const url = block === 'banners' ? item.desktopimg : item.img;
      const choice = offered.find((p) => p.url === url);
      if (!choice) ctx.addIssue({ code: 'custom', path: [i, block === 'banners' ? 'desktopimg' : 'img'], message: PICTURE_NOT_OFFERED });
      else if (block === 'banners' && item.mobileimg !== choice.mobile) {
        ctx.addIssue({ code: 'custom', path: [i, 'mobileimg'], message: t('validation.cmsContent.aBannerSPhone') });
      }
    });
  };
}

/** Each editable home block: the storefront's schema of it, with its pictures from the shop's own. */
export const editableHomeBlockSchemas = {
  banners: contentBlockSchemas.banners.superRefine(picturesAmong('banners')),
  reviews: contentBlockSchemas.reviews.superRefine(picturesAmong('reviews')),
  categoriessliders: contentBlockSchemas.categoriessliders.superRefine(picturesAmong('categoriessliders')),
  bridals: contentBlockSchemas.bridals.superRefine(picturesAmong('bridals')),
  brides: contentBlockSchemas.brides.superRefine(picturesAmong('brides')),
} as const satisfies Record<EditableHomeBlock, z.ZodType>;
export type EditableHomeBlocks = { [K in EditableHomeBlock]: z.output<(typeof editableHomeBlockSchemas)[K]> };

const subcategoryName = safeText().min(1, says('validation.cmsContent.pleaseGiveTheSub')).max(60);
const subcategoryPicture = z.enum(SUBCATEGORY_PICTURES, { error: () => t('validation.cmsContent.pleaseChooseOneOf2') });

export const subcategoryCreateSchema = z.strictObject({
  name: subcategoryName,
  /** Unset: made from the name. Fixed once made, since tiles and shoppers' bookmarks link to it. */
  slug: z
    .string()
    .max(SUBCATEGORY_SLUG_MAX)
    .regex(SUBCATEGORY_SLUG, says('validation.cmsContent.aSlugIsLower'))
    .optional(),
  image_name: subcategoryPicture,
});
export type SubcategoryCreate = z.output<typeof subcategoryCreateSchema>;

export const subcategoryChangeSchema = z.strictObject({ name: subcategoryName.optional(), image_name: subcategoryPicture.optional() });
export type SubcategoryChange = z.output<typeof subcategoryChangeSchema>;

/** A category's sub-categories in their new order: every one of them, each once. */
export const subcategoryOrderSchema = z.strictObject({ ids: z.array(databaseId()).min(1).max(100) });

// ---------------------------------------------------------------- answers

const pictureChoice = z.object({ url: z.string(), label: z.string(), mobile: z.string().optional() });

/** The editable home blocks as stored (a block not set up yet is left out), with the pictures each may show. */
export const cmsHomeContentAnswerSchema = component(
  'CmsHomeContentAnswer',
  cmsAnswer({
    blocks: z.object(Object.fromEntries(EDITABLE_HOME_BLOCKS.map((b) => [b, contentBlockSchemas[b]])) as { [K in EditableHomeBlock]: (typeof contentBlockSchemas)[K] }).partial(),
    pictures: z.object(Object.fromEntries(EDITABLE_HOME_BLOCKS.map((b) => [b, z.array(pictureChoice)])) as Record<EditableHomeBlock, z.ZodArray<typeof pictureChoice>>),
  }),
);
export type CmsHomeContentAnswer = z.output<typeof cmsHomeContentAnswerSchema>;

/** A home block saved: its items as stored. */
export const cmsHomeBlockAnswerSchemas = Object.fromEntries(EDITABLE_HOME_BLOCKS.map((b) => [b, component(`CmsHome${b[0]!.toUpperCase()}${b.slice(1)}Answer`, cmsAnswer({ items: contentBlockSchemas[b] }))])) as {
  [K in EditableHomeBlock]: ReturnType<typeof cmsAnswer<{ items: (typeof contentBlockSchemas)[K] }>>;
};

export const cmsSubcategorySchema = component(
  'CmsSubcategory',
  z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image_name: z.string(), sort_order: z.number().int(), products: z.number().int() }),
);
export type CmsSubcategory = z.output<typeof cmsSubcategorySchema>;
export const cmsSubcategoryListAnswerSchema = component('CmsSubcategoryListAnswer', cmsAnswer({ subcategories: z.array(cmsSubcategorySchema) }));
export const cmsSubcategoryAnswerSchema = component('CmsSubcategoryAnswer', cmsAnswer({ subcategory: cmsSubcategorySchema }));
