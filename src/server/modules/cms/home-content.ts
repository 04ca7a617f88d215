import { eq, inArray } from 'drizzle-orm';
import { editableHomeBlockSchemas, type EditableHomeBlocks } from '../../../domain/contract/cms-content.ts';
import { EDITABLE_HOME_BLOCKS, HOME_PICTURE_CHOICES, type EditableHomeBlock } from '../../../domain/shop/home-content.ts';
import type { Database } from '../../db/client.ts';
import { contentBlocks } from '../../db/schema/content.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { saveHomeBlock } from '../content/index.ts';
import { requireStaff } from './staff.ts';
import { t } from '../../../domain/words/catalogue.ts';

/**
 * The home page's banners, reviews and tiles for staff (issue 14): each block is saved whole, checked by the
 * storefront contract's schema of it, in one transaction with its audit record; the home page follows at commit
 * (the content_blocks trigger, src/server/db/storefront-changes.ts).
 */
export function createCmsHomeContent(db: Database) {
  async function blocks(dbOrTx: Database): Promise<EditableHomeBlocks> {
    const rows = await dbOrTx.select().from(contentBlocks).where(inArray(contentBlocks.key, [...EDITABLE_HOME_BLOCKS]));
    return Object.fromEntries(rows.map((r) => [r.key, r.data])) as EditableHomeBlocks;
  }
  return {
    /** The editable blocks as stored (hidden banners too), with the pictures each may show. */
    async read(caller: Caller | undefined) {
      requireStaff(caller);
      return { blocks: await blocks(db), pictures: HOME_PICTURE_CHOICES };
    },

    /** Replaces one block's items (their order is the page's); nothing is saved when they are not valid. */
    async save<K extends EditableHomeBlock>(caller: Caller | undefined, block: K, items: unknown): Promise<EditableHomeBlocks[K]> {
      const staff = requireStaff(caller);
      const checked = editableHomeBlockSchemas[block].safeParse(items);
      if (!checked.success) throw new BadRequestError(checked.error.issues[0]?.message ?? t('messages.errors.homeContentNotValid'));
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentBlocks).where(eq(contentBlocks.key, block)).limit(1).for('update');
        if (!before) throw new NotFoundError(t('messages.errors.homeContentNotSetUp'));
        if (JSON.stringify(before.data) === JSON.stringify(checked.data)) return;
        await saveHomeBlock(tx, block, checked.data);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'content.update', entity: 'content', entityKey: block, before: { items: before.data }, after: { items: checked.data } });
      });
      return checked.data as EditableHomeBlocks[K];
    },
  };
}
