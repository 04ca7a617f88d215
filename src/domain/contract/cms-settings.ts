import { z } from 'zod';
import { cmsAnswer, component } from './components.ts';
import { shopSettingsSchema } from './content.ts';

/** The back-office's shop details and categories (/api/cms/settings, /api/cms/categories…). */

/**
 * The settings the shop uses, and the stored ones it could not read (each shown in its place by the last good value
 * or the shop's first one, until staff save it anew).
 */
export const cmsSettingsAnswerSchema = component(
  'CmsSettingsAnswer',
  cmsAnswer({ settings: shopSettingsSchema, unreadable: z.array(z.object({ key: z.string(), message: z.string() })) }),
);

export const cmsCategorySchema = component(
  'CmsCategory',
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    in_navigation: z.boolean(),
    requires_diamond: z.boolean(),
    is_engagement_ring: z.boolean(),
    sub: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image_name: z.string() })),
  }),
);
export type CmsCategory = z.output<typeof cmsCategorySchema>;
export const cmsCategoryListAnswerSchema = component('CmsCategoryListAnswer', cmsAnswer({ categories: z.array(cmsCategorySchema) }));
export const cmsCategoryAnswerSchema = component('CmsCategoryAnswer', cmsAnswer({ category: cmsCategorySchema }));
