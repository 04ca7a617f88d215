import type { ProductDetail } from '../../../domain/contract/catalog';
import { productImageSet } from '../../../domain/catalog/image-names';

/** An engagement setting as GET /api/product/{slug} answers it: 18K gold in three colours and platinum, two shapes. */
export function engagementRing(): ProductDetail {
  const sku = 'KL-ER-0001';
  const sets = (['white', 'rose', 'yellow'] as const).flatMap((colour) => (['ROUND', 'OVAL'] as const).map((shape) => productImageSet(sku, colour, shape)));
  return {
    id: 11,
    slugId: 'amara-solitaire',
    skuId: sku,
    name: 'Amara Solitaire',
    description: '<p>Amara is the solitaire at its purest.</p><p>Six fine claws &amp; a 1.8 mm band.</p>',
    mainCategory: { id: 8, name: 'Engagement Ring', slug: 'engagementring', is_engagement_ring: true, requires_diamond: true },
    subCategory: { id: 81, name: 'Solitaire', slug: 'solitaire' },
    classification: { name: 'Solitaire' },
    shapes: ['ROUND', 'OVAL'],
    images: {
      normal: sets.flatMap((s) => s.normal),
      rotate: sets.flatMap((s) => s.rotate),
      slider: productImageSet(sku, 'white', 'ROUND').slider,
    },
    variant: {
      gold: [
        {
          name: '18K Gold',
          sub_panel_setting_id: 101,
          color_details: [
            { color_id: 1, color: 'Rose', product_panel_setting_id: 1001, price: 2680 },
            { color_id: 2, color: 'White', product_panel_setting_id: 1002, price: 2680 },
            { color_id: 3, color: 'Yellow', product_panel_setting_id: 1003, price: 2700.5 },
          ],
          weight: 3.2,
        },
      ],
      silver: [],
      platinum: [{ name: 'PT950 Platinum', sub_panel_setting_id: 102, color_details: [{ color_id: 4, color: 'Platinum', product_panel_setting_id: 1004, price: 3540 }], weight: 4.29 }],
      others: [],
    },
    diamondRing: [
      { price: 0, min_size: 5, max_size: 12 },
      { price: 80, min_size: 13, max_size: 18 },
      { price: 170, min_size: 19, max_size: 24 },
      { price: 250, min_size: 25, max_size: 30 },
    ],
  };
}

/** A pendant: gold only, one shape, no ring sizes. */
export function pendant(): ProductDetail {
  const ring = engagementRing();
  return {
    ...ring,
    id: 61,
    slugId: 'titis-pear-diamond-pendant',
    skuId: 'KL-NP-0002',
    name: 'Titis Pear Diamond Pendant',
    mainCategory: { id: 6, name: 'Necklaces & Pendants', slug: 'necklacespendants', is_engagement_ring: false, requires_diamond: false },
    shapes: ['PEAR'],
    images: productImageSet('KL-NP-0002', 'white', 'PEAR'),
    variant: { ...ring.variant, platinum: [] },
    diamondRing: [],
  };
}
