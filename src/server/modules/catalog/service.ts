import type { RingDesign } from '../../../domain/designs.ts';
import type { Database } from '../../db/client.ts';
import { selectDesignBySku } from './queries.ts';

export interface CatalogService {
  /** The drawn design of a product, by SKU, for its generated pictures; undefined for an unknown SKU. */
  designOf(sku: string): Promise<RingDesign | undefined>;
}

export function createCatalogService(db: Database): CatalogService {
  const designs = new Map<string, Promise<RingDesign | undefined>>();
  return {
    designOf(sku) {
      let design = designs.get(sku);
      if (!design) {
        design = selectDesignBySku(db, sku);
        designs.set(sku, design);
        // An unknown SKU is not remembered, so a product added later gets its pictures.
        design.then((d) => d === undefined && designs.delete(sku), () => designs.delete(sku));
      }
      return design;
    },
  };
}
