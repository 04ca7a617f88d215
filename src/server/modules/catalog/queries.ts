import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export async function selectDesignBySku(db: Database, sku: string) {
  const [row] = await db.select({ design: products.design }).from(products).where(eq(products.sku, sku)).limit(1);
  return row?.design;
}
