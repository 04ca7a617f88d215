import {
  BAND_FINISHES, BAND_WIDTHS, CHAINS, COVERAGES, GEM_COLOURS, HALOS, HEADS, NECK_FORMS, PROFILES, RING_STYLES, SET_BANDS,
  SHANKS, SHOULDERS, SIDE_STONES, STONE_CARATS, type RingDesign,
} from './designs.ts';
import { METAL_COLOURS } from './metals.ts';

/**
 * The fields of a product's design, for a form that edits them: each with a label and the values it may take, so
 * a product added in the back-office picks its drawing by choosing values, not by code.
 */
export interface DesignField {
  key: keyof RingDesign;
  label: string;
  optional: boolean;
  options: readonly { value: string; label: string }[];
}

type Labels<T extends string> = Record<T, string>;

function field<T extends string>(key: keyof RingDesign, label: string, values: readonly T[], labels: Labels<T>, optional = true): DesignField {
  return { key, label, optional, options: values.map((value) => ({ value, label: labels[value] })) };
}

export const DESIGN_FIELDS: readonly DesignField[] = [
  field('style', 'Style', RING_STYLES, {
    solitaire: 'Solitaire', halo: 'Halo', 'three-stone': 'Three stone', 'pave-solitaire': 'Pavé solitaire', 'hidden-halo': 'Hidden halo',
    'classic-band': 'Classic band', eternity: 'Eternity band', curved: 'Curved band', 'modern-band': 'Modern band',
    'men-classic': "Men's classic band", 'men-matte': "Men's matte band", 'men-mixed-metal': "Men's mixed-metal band", 'men-unique': "Men's unique band",
    'gemstone-ring': 'Gemstone ring', pendant: 'Pendant', necklace: 'Necklace',
  }, false),
  field('metal', 'First shown in', METAL_COLOURS, { white: 'White gold', rose: 'Rose gold', yellow: 'Yellow gold', silver: 'Silver', platinum: 'Platinum' }),
  field('gem', 'Coloured stone', GEM_COLOURS, { ruby: 'Ruby', sapphire: 'Sapphire', emerald: 'Emerald', amethyst: 'Amethyst', 'pink-sapphire': 'Pink sapphire', aquamarine: 'Aquamarine' }),
  field('head', 'Head', HEADS, {
    'four-prong': 'Four-prong', 'six-prong': 'Six-prong', 'three-prong': 'Three-prong', 'double-prong': 'Double-prong',
    tulip: 'Tulip basket', bezel: 'Bezel (no prongs)', cluster: 'Cluster', floral: 'Floral cluster',
  }),
  field('shoulders', 'Shoulders', SHOULDERS, { plain: 'Plain', cathedral: 'Cathedral arches' }),
  field('halo', 'Halo', HALOS, { none: 'No halo', single: 'Halo', double: 'Double halo', hidden: 'Hidden halo' }),
  field('sides', 'Side stones', SIDE_STONES, { none: 'None', round: 'Round', 'bezel-round': 'Round in bezels', pear: 'Pear', baguette: 'Tapered baguette' }),
  field('band', 'Band finish', BAND_FINISHES, {
    plain: 'Polished', pave: 'Pavé', milgrain: 'Milgrain', matte: 'Matte', twotone: 'Two metals', brushed: 'Brushed',
    sandblasted: 'Sandblasted', 'satin-centre': 'Satin centre', inlay: 'Dark inlay', 'wood-grain': 'Wood grain',
    channel: 'Channel-set diamonds', baguette: 'Baguettes and rounds', 'step-cut': 'Emerald-cut diamonds', flush: 'Flush-set diamonds',
    groove: 'Diamond groove',
  }),
  field('profile', 'Band profile', PROFILES, { court: 'Court (domed)', flat: 'Flat', 'knife-edge': 'Knife-edge', bevelled: 'Bevelled' }),
  field('shank', 'Band shape', SHANKS, {
    round: 'Round', curved: 'Curved', 'v-contour': 'V-contour', wave: 'Wave', open: 'Open', twist: 'Twist',
    'signet-cushion': 'Signet, cushion face', 'signet-oval': 'Signet, oval face',
  }),
  field('coverage', 'Stones on the band', COVERAGES, {
    one: 'One stone', three: 'Three stones', top: 'Across the top', half: 'Half way round', 'three-quarter': 'Three quarters round', full: 'All the way round',
  }),
  field('width', 'Band width', BAND_WIDTHS, Object.fromEntries(BAND_WIDTHS.map((w) => [w, `${w} mm`])) as Labels<(typeof BAND_WIDTHS)[number]>),
  field('set', 'Bridal set band', SET_BANDS, { none: 'None', 'plain-band': 'Matching polished band', 'pave-band': 'Matching pavé band', 'curved-pave-band': 'Curved pavé band' }),
  field('carat', 'Centre stone', STONE_CARATS, Object.fromEntries(STONE_CARATS.map((c) => [c, `${c} ct`])) as Labels<(typeof STONE_CARATS)[number]>),
  field('form', 'Neckwear form', NECK_FORMS, {
    solitaire: 'Solitaire pendant', halo: 'Halo pendant', drop: 'Drop below a diamond', 'halo-drop': 'Halo drop below a diamond',
    station: 'Station chain', bar: 'Bar', 'open-heart': 'Open heart',
  }),
  field('chain', 'Chain', CHAINS, { cable: 'Cable chain', box: 'Box chain' }),
];
