import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { SubcategoryChange, SubcategoryCreate } from '../../../domain/contract/cms-content.ts';
import { SUBCATEGORIES_PER_CATEGORY_MAX } from '../../../domain/shop/home-content.ts';
import { slugify } from '../../../domain/catalog/slug.ts';
import type { Database } from '../../db/client.ts';
import { categories, products, subcategories } from '../../db/schema/catalog.ts';
import { contentBlocks } from '../../db/schema/content.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { addSubcategory, changeSubcategory, orderSubcategories, removeSubcategory } from '../catalog/index.ts';
import { requireStaff } from './staff.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';

export const SUBCATEGORY_MESSAGES = wordsOf('messages.cmsSubcategory', { max: SUBCATEGORIES_PER_CATEGORY_MAX }, {
  slugTaken: (slug: string, category: string) => t('messages.cmsSubcategory.slugTaken', { slug, category }),
  hasProducts: (n: number) => t('messages.cmsSubcategory.hasProducts', { count: n }),
  linkedFromHome: (path: string) => t('messages.cmsSubcategory.linkedFromHome', { path }),
});

type Sub = typeof subcategories.$inferSelect;
const view = (s: Sub, productCount: number) => ({ id: s.id, name: s.name, slug: s.slug, image_name: s.imageName, sort_order: s.sortOrder, products: productCount });
const audited = (s: Pick<Sub, 'name' | 'slug' | 'imageName' | 'sortOrder'>) => ({ name: s.name, slug: s.slug, image_name: s.imageName, sort_order: s.sortOrder });

/**
 * Sub-categories for staff (issue 14): list per category, create, rename, change the picture, reorder, delete one
 * without products. Each change is audited in its transaction; the menus and /products/{category}/{sub} follow at
 * commit (the subcategories trigger, src/server/db/storefront-changes.ts). A slug is fixed once made: tiles and
 * shoppers' bookmarks link to it.
 */
export function createCmsSubcategories(db: Database) {
  async function categoryOf(tx: Database, id: number) {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!category) throw new NotFoundError(SUBCATEGORY_MESSAGES.categoryNotFound);
    return category;
  }
  async function subOf(tx: Database, id: number) {
    const [sub] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).limit(1).for('update');
    if (!sub) throw new NotFoundError(SUBCATEGORY_MESSAGES.notFound);
    return sub;
  }
  async function productCount(tx: Database, subId: number) {
    const [row] = await tx.select({ n: count() }).from(products).where(eq(products.subcategoryId, subId));
    return row?.n ?? 0;
  }
  async function list(tx: Database, categoryId: number) {
    const [subs, counts] = await Promise.all([
      tx.select().from(subcategories).where(eq(subcategories.categoryId, categoryId)).orderBy(asc(subcategories.sortOrder), asc(subcategories.id)),
      tx.select({ id: products.subcategoryId, n: count() }).from(products).where(eq(products.categoryId, categoryId)).groupBy(products.subcategoryId),
    ]);
    return subs.map((s) => view(s, counts.find((c) => c.id === s.id)?.n ?? 0));
  }

  return {
    async list(caller: Caller | undefined, categoryId: number) {
      requireStaff(caller);
      await categoryOf(db, categoryId);
      return list(db, categoryId);
    },

    async create(caller: Caller | undefined, categoryId: number, input: SubcategoryCreate) {
      const staff = requireStaff(caller);
      const slug = input.slug ?? slugify(input.name);
      if (!slug) throw new BadRequestError(SUBCATEGORY_MESSAGES.noSlug);
      try {
        return await db.transaction(async (tx) => {
          const category = await categoryOf(tx, categoryId);
          // Sub-category ids are not drawn from a sequence: one creation at a time takes the next.
          await tx.execute(sql`LOCK TABLE ${subcategories} IN SHARE ROW EXCLUSIVE MODE`);
          const siblings = await tx.select().from(subcategories).where(eq(subcategories.categoryId, categoryId));
          if (siblings.some((s) => s.slug === slug)) throw new ConflictError(SUBCATEGORY_MESSAGES.slugTaken(slug, category.name));
          if (siblings.length >= SUBCATEGORIES_PER_CATEGORY_MAX) throw new ConflictError(SUBCATEGORY_MESSAGES.full);
          const [top] = await tx.select({ id: max(subcategories.id) }).from(subcategories);
          const row = { id: (top?.id ?? 0) + 1, categoryId, name: input.name, slug, imageName: input.image_name, sortOrder: Math.max(-1, ...siblings.map((s) => s.sortOrder)) + 1 };
          await addSubcategory(tx, row);
          await recordAudit(tx, { actorUserId: staff.userId, action: 'subcategory.create', entity: 'subcategory', entityKey: `${category.slug}/${slug}`, before: null, after: audited(row) });
          return view(row, 0);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(SUBCATEGORY_MESSAGES.slugTaken(slug, SUBCATEGORY_MESSAGES.thisCategory));
        throw error;
      }
    },

    async change(caller: Caller | undefined, id: number, change: SubcategoryChange) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const before = await subOf(tx, id);
        const category = await categoryOf(tx, before.categoryId);
        const next = { ...before, name: change.name ?? before.name, imageName: change.image_name ?? before.imageName };
        await changeSubcategory(tx, id, { name: next.name, imageName: next.imageName });
        await recordAudit(tx, { actorUserId: staff.userId, action: 'subcategory.update', entity: 'subcategory', entityKey: `${category.slug}/${before.slug}`, before: audited(before), after: audited(next) });
        return view(next, await productCount(tx, id));
      });
    },

    async reorder(caller: Caller | undefined, categoryId: number, ids: readonly number[]) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const category = await categoryOf(tx, categoryId);
        const before = await tx.select().from(subcategories).where(eq(subcategories.categoryId, categoryId)).orderBy(asc(subcategories.sortOrder), asc(subcategories.id)).for('update');
        const whole = ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.some((s) => s.id === id));
        if (!whole) throw new BadRequestError(SUBCATEGORY_MESSAGES.orderNotWhole);
        await orderSubcategories(tx, categoryId, ids);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'subcategory.reorder', entity: 'category', entityKey: category.slug, before: { order: before.map((s) => s.slug) }, after: { order: ids.map((id) => before.find((s) => s.id === id)!.slug) } });
        return list(tx, categoryId);
      });
    },

    /** Deletes a sub-category that has no products (409 otherwise, naming how many). */
    async remove(caller: Caller | undefined, id: number) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const before = await subOf(tx, id);
        const category = await categoryOf(tx, before.categoryId);
        const n = await productCount(tx, id);
        if (n > 0) throw new ConflictError(SUBCATEGORY_MESSAGES.hasProducts(n));
        const path = `/products/${category.slug}/${before.slug}`;
        const linked = await tx.select({ key: contentBlocks.key }).from(contentBlocks).where(sql`${contentBlocks.data}::text LIKE ${`%"${path}"%`}`);
        if (linked.length > 0) throw new ConflictError(SUBCATEGORY_MESSAGES.linkedFromHome(path));
        await removeSubcategory(tx, id);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'subcategory.delete', entity: 'subcategory', entityKey: `${category.slug}/${before.slug}`, before: audited(before), after: null });
      });
    },
  };
}
