import { CATEGORY } from './categories.ts';
import { productGroup, type ProductSeed } from './products.ts';

/** Women's, men's and gemstone rings (category 5). Silver pieces are the gifts under RM500. */
export const RINGS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.rings, skuCode: 'RG', classification: 'Fashion Ring', offers: ['gold', 'platinum'], finish: 'ring' },
  [
    {
      name: 'Kuntum Floral Diamond Ring', sub: 'women', design: { style: 'halo', head: 'floral', halo: 'none', width: '1.5', metal: 'white' }, shapes: ['round'], rm: 2480, grams: 2.9, offers: ['gold'],
      about: 'Kuntum, a flower bud: a cluster of diamonds arranged like petals around a bright centre.',
      detail: 'Seven round diamonds (0.21 ct total, G colour, VS clarity) in a raised floral cluster on a slim band.',
    },
    {
      name: 'Titisan Dew Drop Ring', sub: 'women', design: { style: 'solitaire', head: 'three-prong', width: '1.5', carat: '0.15', metal: 'yellow' }, shapes: ['pear'], rm: 1880, grams: 2.3, offers: ['gold'],
      about: 'Titisan holds a single pear diamond like a drop of dew about to fall.',
      detail: 'A pear-shaped diamond (0.15 ct, G colour, SI clarity) in a three-claw setting on a 1.4 mm band.',
    },
    {
      name: 'Bunga Cluster Ring', sub: 'women', design: { style: 'halo', head: 'cluster', halo: 'none', band: 'pave', coverage: 'top', metal: 'rose' }, shapes: ['round'], rm: 3280, grams: 3.1,
      about: 'Bunga gathers diamonds into a generous cluster that looks like a one-carat stone from across the room.',
      detail: 'Nineteen round diamonds (0.45 ct total) in a domed cluster, with pavé shoulders.',
    },
    {
      name: 'Hati Heart Halo Ring', sub: 'women', design: { style: 'halo', head: 'three-prong', carat: '0.25', metal: 'rose' }, shapes: ['heart'], rm: 2680, grams: 2.8,
      about: 'Hati, the heart: a heart-shaped diamond framed by a halo of tiny brilliants.',
      detail: 'A heart diamond (0.25 ct, G colour, VS clarity) with a halo of 16 diamonds (0.10 ct total).',
    },
    {
      name: 'Lilit Twist Ring', sub: 'women', design: { style: 'modern-band', shank: 'twist', band: 'flush', coverage: 'one', width: '2', metal: 'silver' }, shapes: ['round'], rm: 289, grams: 2.2, offers: ['silver'],
      classification: 'Stacking Ring',
      about: 'Lilit twists two fine strands into one, a little ring made for stacking and gifting.',
      detail: 'Two polished strands entwined, with one sparkling cubic zirconia where they cross.',
    },
    {
      name: 'Manis Stacking Ring', sub: 'women', design: { style: 'classic-band', band: 'milgrain', width: '1.5', metal: 'silver' }, shapes: ['round'], rm: 259, grams: 1.8, offers: ['silver'],
      classification: 'Stacking Ring',
      about: 'Manis is a sweet, slender band with beaded edges: wear one, or three together.',
      detail: 'A 1.5 mm band with milgrain edges, polished to a bright finish.',
    },
    {
      name: 'Harimau Signet Ring', sub: 'men', design: { style: 'men-classic', shank: 'signet-cushion', metal: 'yellow' }, shapes: ['round'], rm: 4880, grams: 11.5,
      classification: 'Signet Ring',
      about: 'Harimau is a bold cushion-faced signet, ready for your initials or family crest.',
      detail: 'A solid polished face, 12 mm across, with free hand engraving of up to three initials.',
    },
    {
      name: 'Pahlawan Diamond Signet', sub: 'men', design: { style: 'men-unique', shank: 'signet-cushion', band: 'flush', coverage: 'one', metal: 'yellow' }, shapes: ['round'], rm: 6280, grams: 12.0,
      classification: 'Signet Ring',
      about: 'Pahlawan sets a single diamond into a brushed signet face, strong and understated.',
      detail: 'A round diamond (0.20 ct, G colour, VS clarity) in a flush gypsy setting on a brushed face.',
    },
    {
      name: 'Helang Sterling Signet', sub: 'men', design: { style: 'men-matte', shank: 'signet-oval', band: 'brushed', metal: 'silver' }, shapes: ['round'], rm: 590, grams: 9.5, offers: ['silver'],
      classification: 'Signet Ring',
      about: 'Helang, the eagle: a satin-finished signet in solid sterling silver.',
      detail: 'An oval brushed face with polished edges, heavy enough to feel substantial.',
    },
    {
      name: 'Gagah Brushed Diamond Ring', sub: 'men', design: { style: 'men-unique', band: 'flush', coverage: 'three', width: '7', metal: 'white' }, shapes: ['round'], rm: 3980, grams: 8.4,
      classification: 'Diamond Ring',
      about: 'Gagah sets three diamonds across a wide brushed band for a man who likes a little sparkle.',
      detail: 'Three round diamonds (0.15 ct total) flush-set in a row across a 7 mm band.',
    },
    {
      name: 'Delima Ruby Halo Ring', sub: 'gemstone', design: { style: 'gemstone-ring', gem: 'ruby', halo: 'single', carat: '1', metal: 'yellow' }, shapes: ['oval'], rm: 6880, grams: 3.8,
      classification: 'Gemstone Ring',
      about: 'Delima sets a deep red ruby in a halo of white diamonds, a ring for a lifetime of celebrations.',
      detail: 'An oval heated ruby (1.10 ct) from Mozambique with a halo of 20 diamonds (0.20 ct total).',
    },
    {
      name: 'Nilam Sapphire Three Stone', sub: 'gemstone', design: { style: 'gemstone-ring', gem: 'sapphire', halo: 'none', sides: 'round', carat: '1.25', metal: 'rose' }, shapes: ['round'], rm: 8880, grams: 4.0,
      classification: 'Gemstone Ring',
      about: 'Nilam places a cornflower-blue sapphire between two bright diamonds.',
      detail: 'A round Ceylon sapphire (1.20 ct) with two round diamonds (0.40 ct total, G colour, VS clarity).',
    },
    {
      name: 'Zamrud Emerald Ring', sub: 'gemstone', design: { style: 'gemstone-ring', gem: 'emerald', halo: 'none', sides: 'baguette', carat: '1.25', metal: 'white' }, shapes: ['emerald'], rm: 9880, grams: 4.2,
      classification: 'Gemstone Ring',
      about: 'Zamrud shows a Colombian emerald in the step cut named after it, framed by tapered baguettes.',
      detail: 'An emerald-cut emerald (1.30 ct, minor oil) with two tapered baguette diamonds (0.30 ct total).',
    },
    {
      name: 'Kecubung Amethyst Cocktail Ring', sub: 'gemstone', design: { style: 'gemstone-ring', gem: 'amethyst', halo: 'none', head: 'double-prong', carat: '4', metal: 'yellow' }, shapes: ['cushion'], rm: 1880, grams: 4.6, offers: ['gold'],
      classification: 'Gemstone Ring',
      about: 'Kecubung is a generous cushion amethyst in a high cocktail setting, rich purple with a soft glow.',
      detail: 'A cushion-cut amethyst (4.50 ct) in four double claws, with a diamond on each shoulder.',
    },
    {
      name: 'Senja Pink Sapphire Ring', sub: 'gemstone', design: { style: 'gemstone-ring', gem: 'pink-sapphire', halo: 'single', head: 'six-prong', band: 'pave', coverage: 'top', carat: '1', metal: 'rose' }, shapes: ['oval'], rm: 4280, grams: 3.5,
      classification: 'Gemstone Ring',
      about: 'Senja captures the pink of a Kuala Lumpur sunset in an oval sapphire and a halo of diamonds.',
      detail: 'An oval pink sapphire (1.00 ct) with a halo of 18 diamonds (0.16 ct total).',
    },
    {
      name: 'Samudera Aquamarine Ring', sub: 'gemstone', design: { style: 'gemstone-ring', gem: 'aquamarine', halo: 'none', head: 'four-prong', band: 'pave', coverage: 'top', carat: '2', metal: 'white' }, shapes: ['emerald'], rm: 3280, grams: 3.9, offers: ['gold'],
      classification: 'Gemstone Ring',
      about: 'Samudera, the ocean: a clear sea-blue aquamarine in a clean four-claw setting.',
      detail: 'An emerald-cut aquamarine (2.20 ct) from Brazil with pavé-set diamond shoulders (0.12 ct total).',
    },
  ],
);
