import { CATEGORY } from './categories.ts';
import { productGroup, type ProductSeed } from './products.ts';

/** Necklaces and pendants (category 6): no ring size, shapes are the stone's own. */
export const NECKLACES_PENDANTS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.necklacesPendants, skuCode: 'NP', classification: 'Pendant', offers: ['gold'], finish: 'neckwear' },
  [
    {
      name: 'Amara Solitaire Pendant', sub: 'pendants', design: { style: 'pendant', form: 'solitaire', head: 'four-prong', carat: '0.25', metal: 'white' }, shapes: ['round'], rm: 2280, grams: 2.1, offers: ['gold', 'platinum'],
      about: 'The Amara solitaire as a pendant: one round diamond floating on a fine chain.',
      detail: 'A round diamond (0.25 ct, G colour, VS clarity) in a four-claw basket on a 1 mm cable chain.',
    },
    {
      name: 'Titis Pear Diamond Pendant', sub: 'pendants', design: { style: 'pendant', form: 'solitaire', head: 'three-prong', carat: '0.3', metal: 'yellow' }, shapes: ['pear'], rm: 2880, grams: 2.2,
      about: 'Titis hangs a pear-shaped diamond point down, like a single drop of light.',
      detail: 'A pear diamond (0.30 ct, G colour, VS clarity) in a three-claw setting with a hidden bail.',
    },
    {
      name: 'Hati Heart Diamond Pendant', sub: 'pendants', design: { style: 'pendant', form: 'solitaire', head: 'three-prong', carat: '0.2', metal: 'rose' }, shapes: ['heart'], rm: 1980, grams: 2.0,
      about: 'Hati is a heart-shaped diamond held in three slim claws, a gift that says it all.',
      detail: 'A heart diamond (0.20 ct, G colour, SI clarity) on an adjustable 1 mm cable chain.',
    },
    {
      name: 'Bulan Halo Pendant', sub: 'pendants', design: { style: 'pendant', form: 'halo', carat: '0.3', metal: 'white' }, shapes: ['cushion'], rm: 3680, grams: 2.6, offers: ['gold', 'platinum'],
      about: 'Bulan, the moon: a cushion diamond ringed by a halo that glows like moonlight.',
      detail: 'A cushion diamond (0.30 ct) inside a halo of 16 round diamonds (0.12 ct total).',
    },
    {
      name: 'Delima Ruby Drop Pendant', sub: 'pendants', design: { style: 'pendant', form: 'drop', gem: 'ruby', carat: '0.75', metal: 'yellow' }, shapes: ['oval'], rm: 3280, grams: 2.4,
      about: 'Delima suspends an oval ruby beneath a single diamond, a rich red drop for evening.',
      detail: 'An oval ruby (0.80 ct) below a round diamond (0.05 ct), both claw-set.',
    },
    {
      name: 'Bintang Kecil Silver Pendant', sub: 'pendants', design: { style: 'pendant', form: 'solitaire', head: 'four-prong', chain: 'box', carat: '0.75', metal: 'silver' }, shapes: ['round'], rm: 329, grams: 2.4, offers: ['silver'],
      about: 'Bintang Kecil, the little star: a bright round stone on a fine silver chain, made for gifting.',
      detail: 'A round cubic zirconia (6 mm) in a four-claw setting on a 1 mm box chain.',
    },
    {
      name: 'Rantai Diamond Station Necklace', sub: 'necklaces', design: { style: 'necklace', form: 'station', head: 'bezel', metal: 'white' }, shapes: ['round'], rm: 4980, grams: 3.6,
      classification: 'Necklace',
      about: 'Rantai spaces five bezel-set diamonds along a fine chain, sparkle that moves with you.',
      detail: 'Five round diamonds (0.50 ct total, G colour, VS clarity) in polished bezels along a 42 cm chain.',
    },
    {
      name: 'Seri Bar Necklace', sub: 'necklaces', design: { style: 'necklace', form: 'bar', metal: 'yellow' }, shapes: ['round'], rm: 1580, grams: 2.5,
      classification: 'Necklace',
      about: 'Seri lays a slim bar of pavé diamonds across the collarbone, minimal and modern.',
      detail: 'A 20 mm bar set with 9 round diamonds (0.09 ct total) on a 1 mm cable chain.',
    },
    {
      name: 'Kasih Heart Silver Necklace', sub: 'necklaces', design: { style: 'necklace', form: 'open-heart', metal: 'silver' }, shapes: ['heart'], rm: 269, grams: 3.0, offers: ['silver'],
      classification: 'Necklace',
      about: 'Kasih, love: an open heart on a fine silver chain, the gift everyone smiles at.',
      detail: 'A polished open heart (12 mm) with one heart-cut cubic zirconia, on a 1 mm cable chain.',
    },
    {
      name: 'Embun Silver Drop Necklace', sub: 'necklaces', design: { style: 'necklace', form: 'solitaire', head: 'bezel', chain: 'box', carat: '0.75', metal: 'silver' }, shapes: ['pear'], rm: 359, grams: 3.2, offers: ['silver'],
      classification: 'Necklace',
      about: 'Embun, the dew: a pear-shaped drop on a silky silver chain.',
      detail: 'A pear-cut cubic zirconia (8 × 5 mm) in a polished bezel, on an adjustable box chain.',
    },
  ],
);
