import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { safeText } from '../../../domain/contract/fields.ts';
import type { Database } from '../../db/client.ts';
import { categories, subcategories } from '../../db/schema/catalog.ts';
import { NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { changeCategory } from '../catalog/category-changes.ts';
import { requireStaff } from './staff.ts';
import { t } from '../../../domain/words/catalogue.ts';

export const categoryChangeSchema = z.strictObject({
  name: safeText().min(1).max(60).optional(),
  description: safeText({ multiline: true }).max(500).optional(),
  in_navigation: z.boolean().optional(),
  requires_diamond: z.boolean().optional(),
});
export type CategoryChange = z.output<typeof categoryChangeSchema>;

const view = (c: typeof categories.$inferSelect, subs: (typeof subcategories.$inferSelect)[]) => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  in_navigation: c.inNavigation,
  requires_diamond: c.requiresDiamond,
  is_engagement_ring: c.isEngagementRing,
  sub: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name, slug: s.slug, image_name: s.imageName })),
});

/** Categories for staff (issue 14): their names, descriptions and flags (shown in navigation, needs a diamond step), audited. */
export function createCmsCategories(db: Database) {
  async function all(dbOrTx: Database) {
    const [rows, subs] = await Promise.all([dbOrTx.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)), dbOrTx.select().from(subcategories).orderBy(asc(subcategories.sortOrder))]);
    return rows.map((c) => view(c, subs));
  }
  return {
    async list(caller: Caller | undefined) {
      requireStaff(caller);
      return all(db);
    },
    async change(caller: Caller | undefined, id: number, change: CategoryChange) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
        if (!before) throw new NotFoundError(t('messages.errors.categoryNotFound'));
        const next = {
          name: change.name ?? before.name,
          description: change.description ?? before.description,
          inNavigation: change.in_navigation ?? before.inNavigation,
          requiresDiamond: change.requires_diamond ?? before.requiresDiamond,
        };
        await changeCategory(tx, id, next);
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'category.update',
          entity: 'category',
          entityKey: before.slug,
          before: { name: before.name, description: before.description, in_navigation: before.inNavigation, requires_diamond: before.requiresDiamond },
          after: { name: next.name, description: next.description, in_navigation: next.inNavigation, requires_diamond: next.requiresDiamond },
        });
      });
      return (await all(db)).find((c) => c.id === id)!;
    },
  };
}
