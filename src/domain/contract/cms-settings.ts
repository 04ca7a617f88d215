import { z } from 'zod';
import { cmsAnswer, component } from './components.ts';
import { shopSettingsSchema } from './content.ts';

/** The back-office's shop details and categories (/api/cms/settings, /api/cms/categories…). */

export const cmsSettingsAnswerSchema = component('CmsSettingsAnswer', cmsAnswer({ settings: shopSettingsSchema }));

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
