import { CATEGORY } from './categories.ts';
import { productGroup, type ProductSeed } from './products.ts';

/** Engagement-ring settings (category 8): sold without the centre stone, chosen in the ring wizard. */
export const ENGAGEMENT_RINGS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.engagementRing, skuCode: 'ER', classification: 'Solitaire', offers: ['gold', 'platinum'], finish: 'setting' },
  [
    {
      name: 'Amara Solitaire', sub: 'solitaire', design: { style: 'solitaire', head: 'six-prong', width: '1.8', metal: 'white' },
      shapes: ['round', 'oval', 'pear', 'cushion'], rm: 2680, grams: 3.2,
      about: 'Amara is the solitaire at its purest: a slender band that lets the diamond speak for itself.',
      detail: 'Six fine claws hold the centre diamond high enough to catch light from every side, on a 1.8 mm polished band.',
    },
    {
      name: 'Cahaya Cathedral Solitaire', sub: 'solitaire', design: { style: 'solitaire', head: 'four-prong', shoulders: 'cathedral', metal: 'yellow' },
      shapes: ['round', 'oval', 'princess', 'radiant'], rm: 3150, grams: 3.6,
      about: 'Cahaya lifts the diamond on graceful cathedral arches that sweep up from the band.',
      detail: 'Four tapered claws and a hand-pierced gallery let light pour into the stone from beneath.',
    },
    {
      name: 'Melati Tulip Solitaire', sub: 'solitaire', design: { style: 'solitaire', head: 'tulip', width: '1.5', metal: 'rose' },
      shapes: ['round', 'oval', 'pear', 'marquise'], rm: 2380, grams: 2.9,
      about: 'Named for the jasmine flower, Melati cradles the diamond in a basket shaped like opening petals.',
      detail: 'A tulip-profile head with four claws sits low on a delicate 1.6 mm band, made for everyday wear.',
    },
    {
      name: 'Puteri Knife-Edge Solitaire', sub: 'solitaire', design: { style: 'solitaire', head: 'four-prong', profile: 'knife-edge', metal: 'white' },
      shapes: ['round', 'princess', 'cushion', 'asscher'], rm: 2890, grams: 3.1,
      about: 'Puteri pairs a crisp knife-edge band with a classic four-claw head for a clean, tailored line.',
      detail: 'The band rises to a fine ridge that catches a thin line of light along the finger.',
    },
    {
      name: 'Intan Bezel Solitaire', sub: 'solitaire', design: { style: 'solitaire', head: 'bezel', metal: 'white' },
      shapes: ['round', 'oval', 'emerald'], rm: 2450, grams: 3.4,
      about: 'Intan wraps the diamond in a smooth collar of metal: modern, secure and made for an active life.',
      detail: 'A full bezel protects the girdle of the stone while leaving its face open to the light.',
    },
    {
      name: 'Seri Halo', sub: 'halo', design: { style: 'halo', head: 'four-prong', metal: 'rose' }, classification: 'Halo',
      shapes: ['round', 'oval', 'cushion', 'pear'], rm: 4280, grams: 3.8,
      about: 'Seri circles the centre diamond with a ring of brilliant accents, so even a modest stone looks generous.',
      detail: 'A halo of 18 round diamonds (0.18 ct total, G colour, VS clarity) is micro-pavé set around the centre stone.',
    },
    {
      name: 'Kirana Cushion Halo', sub: 'halo', design: { style: 'halo', band: 'pave', coverage: 'half', metal: 'white' }, classification: 'Halo',
      shapes: ['cushion', 'round', 'radiant'], rm: 4650, grams: 4.0,
      about: 'Kirana frames the diamond in a soft-cornered halo with a vintage glow.',
      detail: 'Twenty accent diamonds (0.22 ct total) follow the cushion outline, on a band pavé-set halfway around.',
    },
    {
      name: 'Dahlia Double Halo', sub: 'halo', design: { style: 'halo', halo: 'double', band: 'pave', metal: 'yellow' }, classification: 'Halo',
      shapes: ['round', 'oval', 'cushion'], rm: 6480, grams: 4.3,
      about: 'Two rings of diamonds bloom around the centre stone in Dahlia, our most glamorous halo.',
      detail: 'Forty-two accent diamonds (0.42 ct total, G colour, VS clarity) fill a double halo and a pavé band.',
    },
    {
      name: 'Laila Pear Halo', sub: 'halo', design: { style: 'halo', head: 'double-prong', width: '1.5', metal: 'rose' }, classification: 'Halo',
      shapes: ['pear', 'oval', 'marquise'], rm: 4890, grams: 3.9,
      about: 'Laila traces the teardrop of a pear diamond with a fine halo that lengthens the finger.',
      detail: 'A V-shaped claw guards the point of the stone, and 22 accent diamonds (0.20 ct total) surround it.',
    },
    {
      name: 'Kasih Three Stone', sub: 'three-stone', design: { style: 'three-stone', sides: 'round', metal: 'rose' }, classification: 'Three Stone',
      shapes: ['round', 'oval', 'cushion', 'emerald'], rm: 5280, grams: 3.9,
      about: 'Past, present and future: Kasih sets the diamond you choose between two matched side stones.',
      detail: 'Two round side diamonds (0.30 ct total, G colour, VS clarity) sit in shared claws beside the centre stone.',
    },
    {
      name: 'Nirmala Trilogy', sub: 'three-stone', design: { style: 'three-stone', sides: 'baguette', head: 'four-prong', metal: 'yellow' }, classification: 'Three Stone',
      shapes: ['emerald', 'asscher', 'radiant'], rm: 6950, grams: 4.2,
      about: 'Nirmala is an Art Deco trilogy: step-cut lines, tapered baguettes and perfect symmetry.',
      detail: 'Two tapered baguette diamonds (0.36 ct total) flank the centre stone in a clean channel.',
    },
    {
      name: 'Suria Pear-Side Three Stone', sub: 'three-stone', design: { style: 'three-stone', sides: 'pear', metal: 'rose' }, classification: 'Three Stone',
      shapes: ['round', 'oval', 'cushion'], rm: 7480, grams: 4.4,
      about: 'Suria turns two pear-shaped diamonds inward, like rays around a rising sun.',
      detail: 'Matched pear side stones (0.40 ct total, F colour, VS clarity) are held in fine V-claws.',
    },
    {
      name: 'Mawar Three Stone', sub: 'three-stone', design: { style: 'three-stone', sides: 'bezel-round', band: 'milgrain', metal: 'rose' }, classification: 'Three Stone',
      shapes: ['round', 'princess', 'oval'], rm: 5680, grams: 4.0,
      about: 'Mawar brings a vintage touch to the three-stone ring with hand-applied milgrain edges.',
      detail: 'Two round side diamonds (0.24 ct total) sit in beaded bezels beside the claw-set centre.',
    },
    {
      name: 'Sekar Pavé', sub: 'pave', design: { style: 'pave-solitaire', head: 'four-prong', coverage: 'top', width: '2.5', metal: 'yellow' }, classification: 'Pavé',
      shapes: ['round', 'oval', 'pear', 'princess'], rm: 3480, grams: 3.3,
      about: 'Sekar lines the band with tiny diamonds that lead the eye straight to the centre stone.',
      detail: 'Twenty-four round diamonds (0.16 ct total) are micro-pavé set along the top of the band.',
    },
    {
      name: 'Embun Petite Pavé', sub: 'pave', design: { style: 'pave-solitaire', head: 'four-prong', width: '1.5', coverage: 'half', metal: 'rose' }, classification: 'Pavé',
      shapes: ['round', 'oval', 'cushion'], rm: 2980, grams: 2.8,
      about: 'Delicate as morning dew, Embun is a whisper-thin pavé band for a refined, modern hand.',
      detail: 'Eighteen diamonds (0.10 ct total) line a 1.5 mm band beneath a four-claw head.',
    },
    {
      name: 'Bayu French Pavé', sub: 'pave', design: { style: 'pave-solitaire', head: 'six-prong', coverage: 'three-quarter', metal: 'white' }, classification: 'Pavé',
      shapes: ['round', 'oval', 'emerald', 'radiant'], rm: 3950, grams: 3.5,
      about: 'Bayu uses French-cut pavé, with small V-shaped notches that show more of every accent diamond.',
      detail: 'Thirty diamonds (0.22 ct total, G colour, VS clarity) run three-quarters of the way around the band.',
    },
    {
      name: 'Ratna Twisted Pavé', sub: 'pave', design: { style: 'pave-solitaire', shank: 'twist', metal: 'yellow' }, classification: 'Pavé',
      shapes: ['round', 'oval', 'pear', 'marquise'], rm: 4180, grams: 3.7,
      about: 'In Ratna, a polished strand and a diamond strand twist together to meet at the centre stone.',
      detail: 'Twenty-eight pavé diamonds (0.18 ct total) follow one strand of the twisted band.',
    },
    {
      name: 'Rahsia Hidden Halo', sub: 'hidden-halo', design: { style: 'hidden-halo', head: 'four-prong', metal: 'rose' }, classification: 'Hidden Halo',
      shapes: ['round', 'oval', 'cushion', 'pear'], rm: 3780, grams: 3.4,
      about: 'Rahsia keeps a secret: a ring of diamonds tucked beneath the centre stone, seen only from the side.',
      detail: 'Sixteen accent diamonds (0.12 ct total) circle the basket under a classic four-claw head.',
    },
    {
      name: 'Bintang Hidden Halo Pavé', sub: 'hidden-halo', design: { style: 'hidden-halo', band: 'pave', coverage: 'half', width: '2.5', metal: 'white' }, classification: 'Hidden Halo',
      shapes: ['round', 'oval', 'radiant', 'emerald'], rm: 4580, grams: 3.6,
      about: 'Bintang combines a hidden halo with a pavé band for sparkle from every angle.',
      detail: 'Thirty-six accent diamonds (0.26 ct total) fill the hidden halo and the upper band.',
    },
    {
      name: 'Nadira Hidden Halo Cathedral', sub: 'hidden-halo', design: { style: 'hidden-halo', shoulders: 'cathedral', metal: 'yellow' }, classification: 'Hidden Halo',
      shapes: ['oval', 'round', 'pear'], rm: 5180, grams: 3.9,
      about: 'Nadira raises a hidden-halo head on cathedral shoulders for a tall, regal profile.',
      detail: 'Eighteen accent diamonds (0.14 ct total) ring the gallery beneath the centre stone.',
    },
  ],
);

/** Bridal sets (category 7): an engagement setting with its matching band, finished with the diamond the shopper chooses. */
export const BRIDAL_SETS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.bridalSets, skuCode: 'BS', classification: 'Bridal Set', offers: ['gold', 'platinum'], finish: 'setting' },
  [
    {
      name: 'Amara Bridal Set', sub: 'solitaire-sets', design: { style: 'solitaire', head: 'six-prong', width: '1.8', set: 'plain-band', metal: 'rose' },
      shapes: ['round', 'oval', 'pear', 'cushion'], rm: 4180, grams: 5.6,
      about: 'The Amara solitaire with its own slim wedding band, made to sit flush together on the finger.',
      detail: 'A six-claw solitaire setting and a 1.8 mm polished band, matched in width and finish.',
    },
    {
      name: 'Melati Bridal Set', sub: 'solitaire-sets', design: { style: 'solitaire', head: 'tulip', width: '1.5', set: 'pave-band', metal: 'white' },
      shapes: ['round', 'oval', 'marquise'], rm: 4880, grams: 5.3,
      about: 'Melati\'s tulip solitaire, paired with a pavé band that tucks beneath the petals of the head.',
      detail: 'The band carries 20 round diamonds (0.14 ct total, G colour, VS clarity) in shared claws.',
    },
    {
      name: 'Seri Halo Bridal Set', sub: 'halo-sets', design: { style: 'halo', set: 'pave-band', metal: 'yellow' },
      shapes: ['round', 'oval', 'cushion'], rm: 6380, grams: 6.4,
      about: 'Seri\'s halo engagement setting with a matching diamond band: a complete bridal look.',
      detail: 'Forty accent diamonds (0.38 ct total) share the halo and the wedding band.',
    },
    {
      name: 'Nadira Curved Bridal Set', sub: 'halo-sets', design: { style: 'hidden-halo', shoulders: 'cathedral', set: 'curved-pave-band', metal: 'rose' },
      shapes: ['oval', 'pear', 'round'], rm: 6980, grams: 6.6,
      about: 'A hidden-halo setting and a curved pavé band that hugs the centre stone without a gap.',
      detail: 'Thirty-eight accent diamonds (0.32 ct total) fill the hidden halo and the contoured band.',
    },
  ],
);
