import { CATEGORY } from './categories.ts';
import { productGroup, type ProductSeed } from './products.ts';

const BAND = 'Wedding Band';

/** Wedding rings for him and for her (category 2): unisex bands sold one at a time in matching widths. */
export const WEDDING_RINGS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.weddingRing, skuCode: 'WR', classification: BAND, offers: ['gold', 'platinum'], finish: 'band' },
  [
    {
      name: 'Abadi Classic Court Band', sub: 'plain-bands', design: { style: 'classic-band', profile: 'court', width: '3', metal: 'yellow' }, shapes: ['round'], rm: 1880, grams: 3.6,
      about: 'Abadi means everlasting: a 3 mm court band, domed outside and rounded inside, for him and for her.',
      detail: 'High-polished all round, in a width that suits both a bride and a groom.',
    },
    {
      name: 'Setia Flat Comfort Band', sub: 'plain-bands', design: { style: 'classic-band', profile: 'flat', width: '4', metal: 'yellow' }, shapes: ['round'], rm: 2380, grams: 5.0,
      about: 'Setia is a 4 mm flat band with softened edges, a quiet promise in clean lines.',
      detail: 'A flat polished face with gently rounded edges, order it as a matching pair in two widths.',
    },
    {
      name: 'Janji Knife-Edge Band', sub: 'plain-bands', design: { style: 'classic-band', profile: 'knife-edge', width: '3.5', metal: 'white' }, shapes: ['round'], rm: 2150, grams: 4.2,
      about: 'Janji rises to a fine central ridge that catches a thread of light as the hand moves.',
      detail: 'A 3.5 mm knife-edge profile, high-polished on both faces.',
    },
    {
      name: 'Kemilau Channel Diamond Band', sub: 'diamond-bands', design: { style: 'classic-band', band: 'channel', coverage: 'top', profile: 'flat', width: '3.5', metal: 'white' }, shapes: ['round'], rm: 3680, grams: 4.5,
      about: 'Kemilau sets a row of diamonds safely between two rails of polished metal.',
      detail: 'Nine round diamonds (0.27 ct total, G colour, VS clarity) are channel-set across the top of a 3.5 mm band.',
    },
    {
      name: 'Sinar Single Diamond Band', sub: 'diamond-bands', design: { style: 'modern-band', band: 'flush', coverage: 'one', profile: 'court', width: '4', metal: 'yellow' }, shapes: ['round'], rm: 2480, grams: 4.0,
      about: 'Sinar carries a single flush-set diamond, a glint of light in a plain band.',
      detail: 'One round diamond (0.05 ct, G colour, VS clarity) is burnished flush into a 4 mm court band.',
    },
    {
      name: 'Gemala Diamond Line Band', sub: 'diamond-bands', design: { style: 'modern-band', band: 'groove', coverage: 'top', profile: 'flat', width: '3.5', metal: 'rose' }, shapes: ['round'], rm: 3280, grams: 4.1,
      about: 'Gemala traces a fine line of diamonds across a brushed band, modern and understated.',
      detail: 'Seven round diamonds (0.14 ct total) are bead-set along a polished groove on a brushed 3.5 mm band.',
    },
  ],
);

/** Women's wedding rings (category 3): modern, classic, eternity and curved bands. */
export const WOMEN_WEDDING_RINGS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.womenWeddingRing, skuCode: 'WW', classification: BAND, offers: ['gold', 'platinum'], finish: 'band' },
  [
    {
      name: 'Riak Wave Band', sub: 'modern', design: { style: 'modern-band', shank: 'wave', band: 'pave', coverage: 'top', width: '2', metal: 'white' }, shapes: ['round'], rm: 2280, grams: 2.8,
      about: 'Riak, a ripple on still water: a band that rises and falls in one smooth wave.',
      detail: 'A 2 mm band with a single undulating curve, with a line of 7 diamonds (0.07 ct total) along the crest.',
    },
    {
      name: 'Geometri Baguette Band', sub: 'modern', design: { style: 'modern-band', band: 'baguette', coverage: 'top', width: '2.5', metal: 'yellow' }, shapes: ['round'], rm: 3880, grams: 3.0,
      about: 'Geometri alternates baguette and round diamonds for an architectural rhythm.',
      detail: 'Five baguette and six round diamonds (0.30 ct total, G colour, VS clarity) in a slim channel.',
    },
    {
      name: 'Ombak Open Band', sub: 'modern', design: { style: 'modern-band', shank: 'open', width: '2', metal: 'rose' }, shapes: ['round'], rm: 1980, grams: 2.4,
      about: 'Ombak leaves a small open gap between two polished ends, a modern take on the wedding band.',
      detail: 'Each end carries one round diamond (0.06 ct total); the open band adjusts slightly for comfort.',
    },
    {
      name: 'Kasih Classic Band', sub: 'womenclassic', design: { style: 'classic-band', profile: 'court', width: '2', metal: 'rose' }, shapes: ['round'], rm: 1380, grams: 2.4,
      about: 'Kasih is the band our brides return to: a 2 mm court band, simple and timeless.',
      detail: 'Domed, high-polished and slim enough to sit beside any engagement ring.',
    },
    {
      name: 'Melur Milgrain Band', sub: 'womenclassic', design: { style: 'classic-band', band: 'milgrain', profile: 'flat', width: '2.5', metal: 'rose' }, shapes: ['round'], rm: 1680, grams: 2.6,
      about: 'Melur edges a slim band with hand-applied milgrain beads, an heirloom detail.',
      detail: 'Fine beading runs along both edges of a 2.2 mm polished band.',
    },
    {
      name: 'Nur Petite Diamond Band', sub: 'womenclassic', design: { style: 'classic-band', band: 'pave', coverage: 'top', width: '1.8', metal: 'rose' }, shapes: ['round'], rm: 2180, grams: 2.5,
      about: 'Nur adds a quiet line of light to the classic band.',
      detail: 'Fifteen round diamonds (0.10 ct total) are pavé-set across the top third of a 1.8 mm band.',
    },
    {
      name: 'Lestari Eternity Band', sub: 'eternity', design: { style: 'eternity', band: 'pave', coverage: 'full', metal: 'white' }, classification: 'Eternity Band', shapes: ['round'], rm: 5280, grams: 3.2,
      about: 'Lestari circles the finger with diamonds all the way round, a symbol of love without end.',
      detail: 'Twenty-four round diamonds (0.96 ct total, G colour, VS clarity) in shared claws, made to your exact size.',
    },
    {
      name: 'Selamanya Half Eternity Band', sub: 'eternity', design: { style: 'eternity', band: 'pave', coverage: 'half', width: '2', metal: 'white' }, classification: 'Eternity Band', shapes: ['round'], rm: 2880, grams: 2.9,
      about: 'Selamanya sets diamonds across the top of the band, where they are seen, and keeps the palm side smooth.',
      detail: 'Eleven round diamonds (0.33 ct total, G colour, VS clarity) in fine shared claws.',
    },
    {
      name: 'Permata Emerald-Cut Eternity', sub: 'eternity', design: { style: 'eternity', band: 'step-cut', coverage: 'full', width: '3', metal: 'white' }, classification: 'Eternity Band', shapes: ['round'], rm: 5980, grams: 3.4,
      about: 'Permata lines up step-cut diamonds end to end for a cool, glassy sparkle.',
      detail: 'Sixteen emerald-cut diamonds (1.10 ct total, F colour, VS clarity) in a low east-west setting.',
    },
    {
      name: 'Lengkung Curved Band', sub: 'curved', design: { style: 'curved', band: 'plain', width: '1.8', metal: 'white' }, shapes: ['round'], rm: 1680, grams: 2.5,
      about: 'Lengkung dips gently at the centre to nest against an engagement ring with a low head.',
      detail: 'A 1.8 mm polished band with a soft contour.',
    },
    {
      name: 'Sabit Crescent Diamond Band', sub: 'curved', design: { style: 'curved', band: 'pave', metal: 'yellow' }, shapes: ['round'], rm: 2680, grams: 2.7,
      about: 'Sabit, the crescent moon: a curved pavé band that frames the stone of your engagement ring.',
      detail: 'Seventeen round diamonds (0.15 ct total) follow the curve of a 1.8 mm band.',
    },
    {
      name: 'Anggun Contour Band', sub: 'curved', design: { style: 'curved', shank: 'v-contour', band: 'pave', metal: 'rose' }, shapes: ['round'], rm: 2380, grams: 2.6,
      about: 'Anggun, meaning graceful, shapes a V-contour to sit against pear, marquise and oval stones.',
      detail: 'Fourteen round diamonds (0.12 ct total) are pavé-set along the V of the band.',
    },
  ],
);

/** Men's wedding rings (category 4): classic, matte, mixed-metal and one-of-a-kind bands. */
export const MEN_WEDDING_RINGS: ProductSeed[] = productGroup(
  { categoryId: CATEGORY.menWeddingRing, skuCode: 'MW', classification: BAND, offers: ['gold', 'platinum'], finish: 'band' },
  [
    {
      name: 'Perkasa Classic Court Band', sub: 'menclassic', design: { style: 'men-classic', profile: 'court', width: '5', metal: 'yellow' }, shapes: ['round'], rm: 3280, grams: 7.2,
      about: 'Perkasa is the groom\'s classic: a 5 mm court band with real weight on the hand.',
      detail: 'Domed outside, rounded inside and high-polished all round.',
    },
    {
      name: 'Teguh Flat Court Band', sub: 'menclassic', design: { style: 'men-classic', profile: 'flat', width: '6', metal: 'yellow' }, shapes: ['round'], rm: 3880, grams: 8.5,
      about: 'Teguh, steadfast: a 6 mm flat band with squared shoulders and a confident profile.',
      detail: 'A flat polished face with crisp edges and a rounded comfort interior.',
    },
    {
      name: 'Wira Bevelled Band', sub: 'menclassic', design: { style: 'men-classic', profile: 'bevelled', width: '5.5', metal: 'rose' }, shapes: ['round'], rm: 3480, grams: 7.6,
      about: 'Wira frames a flat centre with two bevelled edges that flash as the hand turns.',
      detail: 'A 5.5 mm band with polished bevels either side of a flat top.',
    },
    {
      name: 'Kabut Brushed Band', sub: 'matte', design: { style: 'men-matte', band: 'brushed', profile: 'court', width: '5', metal: 'white' }, shapes: ['round'], rm: 3180, grams: 7.0,
      about: 'Kabut, mist: a softly brushed band with the quiet glow of morning haze.',
      detail: 'A 5 mm court band with a fine brushed finish and polished edges.',
    },
    {
      name: 'Pasir Sandblasted Band', sub: 'matte', design: { style: 'men-matte', band: 'sandblasted', profile: 'flat', width: '6', metal: 'yellow' }, shapes: ['round'], rm: 3380, grams: 7.4,
      about: 'Pasir has the texture of fine sand, an understated finish that hides everyday marks.',
      detail: 'A 6 mm flat band, sandblasted on the face with a polished interior.',
    },
    {
      name: 'Redup Satin Centre Band', sub: 'matte', design: { style: 'men-matte', band: 'satin-centre', profile: 'flat', width: '6', metal: 'rose' }, shapes: ['round'], rm: 3580, grams: 7.8,
      about: 'Redup sets a satin centre stripe between two bright polished rails.',
      detail: 'A 6 mm band: satin-brushed centre, high-polished edges.',
    },
    {
      name: 'Dwi Two-Tone Band', sub: 'mixedmetal', design: { style: 'men-mixed-metal', band: 'twotone', width: '6', metal: 'white' }, shapes: ['round'], rm: 4280, grams: 7.9,
      about: 'Dwi joins two colours of metal in one band: a white centre between warm edges.',
      detail: 'A 6 mm band with a brushed white centre and polished rims in the metal colour you choose.',
    },
    {
      name: 'Gerhana Inlay Band', sub: 'mixedmetal', design: { style: 'men-mixed-metal', band: 'inlay', width: '6.5', metal: 'yellow' }, shapes: ['round'], rm: 4680, grams: 8.2,
      about: 'Gerhana, the eclipse: a darker inlay passes across a bright polished band.',
      detail: 'A 6.5 mm band with a contrasting inlaid stripe of a second metal colour.',
    },
    {
      name: 'Rimba Wood-Grain Band', sub: 'menunique', design: { style: 'men-unique', band: 'wood-grain', width: '7', metal: 'rose' }, shapes: ['round'], rm: 4980, grams: 8.8,
      about: 'Rimba carries the grain of rainforest timber, hand-carved into the metal.',
      detail: 'A 7 mm band with an engraved wood-grain face and a polished comfort interior.',
    },
    {
      name: 'Jalur Diamond Groove Band', sub: 'menunique', design: { style: 'men-unique', band: 'groove', coverage: 'full', width: '6.5', metal: 'white' }, shapes: ['round'], rm: 5680, grams: 9.0,
      about: 'Jalur cuts a deep groove around the band and lines it with flush-set diamonds.',
      detail: 'Nine round diamonds (0.27 ct total) sit in a centre groove of a 6.5 mm brushed band.',
    },
  ],
);
