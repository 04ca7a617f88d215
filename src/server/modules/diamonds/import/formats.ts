/**
 * The supplier feed formats the import reads (domain.md §2): which column (CSV) or key (JSON) holds each of a
 * stone's fields, in every spelling seen in the wild, plus the supplier's name and the tag that prefixes its
 * stock numbers in `diamonds.stock_id` (so feeds never collide with each other or with the demo `KL…` stones).
 *
 * Spellings are compared normalised (`normaliseHeader`): lower case, `#` read as "no", `%` as "pct", everything
 * that is not a letter or a digit dropped — so `Stock #`, `stock no`, `STOCK_NO` are one name.
 * Within a field the spellings are in order of preference: when a header holds two of them, the first listed wins
 * (e.g. RapNet's `Cash Price` over its asking `Price`).
 */

/** The fields of a stone the import reads, whatever the feed calls them. */
export const FEED_FIELDS = [
  'stock', 'shape', 'carat', 'color', 'clarity', 'cut', 'polish', 'symmetry', 'fluorescence', 'fluorescenceColour', 'lab',
  'certificate', 'certificateLink', 'depth', 'table', 'measurements', 'length', 'width', 'height', 'pricePerCarat',
  'askingPricePerCarat', 'listPricePerCarat', 'discountPct', 'askingDiscountPct', 'totalPrice', 'availability', 'image',
  'video', 'type', 'fancyColour', 'treatment', 'colourTreatment',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];
/** Position of each field in a row's `values` array. */
export const FIELD = Object.fromEntries(FEED_FIELDS.map((f, i) => [f, i])) as Record<FeedField, number>;

export const FEED_FORMAT_IDS = ['rapnet-csv', 'idex-csv', 'vdb-json'] as const;
export type FeedFormatId = (typeof FEED_FORMAT_IDS)[number];

export interface FeedFormat {
  id: FeedFormatId;
  /** Stored in `diamonds.supplier`; `--full` marks only this supplier's missing stones. */
  supplier: string;
  /** Prefix of the stock id, before the supplier's own stock number. */
  stockTag: string;
  file: 'csv' | 'json';
  /** Which price the feed is read by first: the per-carat price × carat, or the total. */
  priceFirst: 'perCarat' | 'total';
  /** Spellings of each field, in order of preference (human form; compared normalised). */
  columns: Partial<Record<FeedField, readonly string[]>>;
}

/** Fields every CSV header must name; besides these: measurements (or length and width) and a price. */
export const REQUIRED_FIELDS: readonly FeedField[] = [
  'stock', 'shape', 'carat', 'color', 'clarity', 'cut', 'polish', 'symmetry', 'fluorescence', 'lab', 'certificate', 'depth', 'table',
];

const IMAGE = ['Image URL', 'Image Link', 'Image', 'Image Path', 'Diamond Image', 'Picture'];
const VIDEO = ['Video URL', 'Video Link', 'Video', '360 Video', 'Video 360', 'V360'];
const CERTIFICATE_LINK = ['Certificate URL', 'Certificate Link', 'Certificate Path', 'Cert URL', 'Cert Link', 'Report URL', 'Lab Report URL'];
const FLUORESCENCE = ['Fluorescence Intensity', 'Fluor Intensity', 'Flour Intensity', 'Fluorescence', 'Fluor', 'Flour', 'FL Intensity', 'Flr', 'Flr Intensity'];
const FLUORESCENCE_COLOUR = ['Fluorescence Color', 'Fluorescence Colour', 'Fluor Color', 'Flr Color', 'Fluo Color'];
const FANCY_COLOUR = ['Fancy Color', 'Fancy Colour', 'FancyColor', 'Natural Fancy Color', 'Fancy Color Dominant Color'];
const TREATMENT = ['Treatment', 'Treatments', 'Enhancement', 'Enhancements'];
const CERTIFICATE = ['Certificate #', 'Certificate Number', 'Cert #', 'Cert Number', 'Report #', 'Report Number', 'Lab Report #', 'Cert'];

export const FEED_FORMATS: Record<FeedFormatId, FeedFormat> = {
  /**
   * RapNet's upload CSV: the 61 columns of its template (`Stock #, Availability, Shape, Weight, Color, Clarity, Cut
   * Grade, …, RapNet Price, Rapnet  Discount %, Cash Price, Cash Price Discount %, Fancy Color, …`) and the alternate
   * names of its "Diamond Fields & Values" list. Prices are in US$ per carat, already after their discounts (RapNet's
   * "Pricing issues when uploading diamonds": "The RapNet Price and Cash Price columns are for the dollar per-carat
   * price, after discount"): `Cash Price` (for cash on delivery) when given, else `RapNet Price`. The discount columns
   * are distances from the Rapaport list (negative = below list), used only with a list price column (`Rap Price`,
   * in other exports) when a row has neither price per carat.
   */
  'rapnet-csv': {
    id: 'rapnet-csv',
    supplier: 'RapNet',
    stockTag: 'RN-',
    file: 'csv',
    priceFirst: 'perCarat',
    columns: {
      stock: ['Stock #', 'Stock Number', 'Stock Num', 'Stock No', 'Stock ID', 'Stock Ref', 'Vendor Stock Number', 'VenderStockNumber', 'Reference Number', 'ReferenceNum', 'Lot #', 'Stock'],
      shape: ['Shape'],
      carat: ['Weight', 'Size', 'Carat', 'Carat Weight', 'Carats', 'Cts', 'Ct', 'Carat Size', 'Ct Weight', 'Sz'],
      color: ['Color', 'Colour', 'Col', 'Colr'],
      clarity: ['Clarity', 'Clar', 'Clearity', 'Purity'],
      cut: ['Cut Grade', 'Cut', 'Make'],
      polish: ['Polish', 'Pol', 'Finish'],
      symmetry: ['Symmetry', 'Sym', 'Symm', 'Symetry'],
      fluorescence: FLUORESCENCE,
      fluorescenceColour: FLUORESCENCE_COLOUR,
      lab: ['Lab', 'Grading Lab', 'Laboratory', 'Cert Lab'],
      certificate: CERTIFICATE,
      certificateLink: CERTIFICATE_LINK,
      depth: ['Depth %', 'Depth Percent', 'Total Depth %', 'Depth'],
      table: ['Table %', 'Table Percent', 'Table'],
      measurements: ['Measurements', 'Measurement', 'Meas'],
      length: ['Measurements Length', 'Length'],
      width: ['Measurements Width', 'Width'],
      height: ['Measurements Height', 'Measurements Depth', 'Height'],
      pricePerCarat: ['Cash Price', 'Cash Price Per Carat', 'Cash $/Ct', 'Index Price', 'Index Asking Price'],
      askingPricePerCarat: ['RapNet Price', 'RapNet Price Per Carat', 'Asking Price', 'Price Per Carat', 'Price/Ct', 'Price'],
      listPricePerCarat: ['Rap Price', 'Rapaport Price', 'Rap List Price', 'Rap List'],
      discountPct: ['Cash Price Discount %', 'Cash Price Discount Percent', 'Cash Discount %', 'Cash Discount', 'Cash Disc %', 'IndexDiscountPercent'],
      askingDiscountPct: ['Rapnet Discount %', 'RapNet Discount Percent', 'Rap %', 'Rap Discount %', 'Discount %', 'Discount Percent'],
      totalPrice: ['Cash Total Price', 'Cash Total', 'Total Price', 'Total'],
      availability: ['Availability', 'Avail', 'Available', 'Status'],
      image: IMAGE,
      video: VIDEO,
      fancyColour: FANCY_COLOUR,
      treatment: TREATMENT,
    },
  },
  /**
   * IDEX's natural-stone CSV (`Item ID #, Supplier Stock Ref., Cut, Carat, Color, Natural Fancy Color, …, Treated
   * Color, Clarity, Cut Grade, Grading Lab, Certificate Number, …, Price Per Carat, Total Price, % Off IDEX List, …,
   * Enhancement, …, Availability`; older files: `Make (Cut Grade)`, `Measurements (LengthxWidthxHeight)`): `Cut` is
   * the shape, `Cut Grade` the cut; `Total Price` (US$) before `Price Per Carat`.
   */
  'idex-csv': {
    id: 'idex-csv',
    supplier: 'IDEX',
    stockTag: 'IX-',
    file: 'csv',
    priceFirst: 'total',
    columns: {
      // IDEX's own item number is unique across its suppliers; the supplier's reference only when it is absent
      stock: ['Item ID #', 'Item ID', 'Supplier Stock Ref.', 'Supplier Stock Ref', 'Stock #'],
      shape: ['Cut', 'Shape'],
      carat: ['Carat', 'Carat Weight', 'Weight', 'Size'],
      color: ['Color', 'Colour'],
      clarity: ['Clarity'],
      cut: ['Cut Grade', 'Make (Cut Grade)', 'Make'],
      polish: ['Polish'],
      symmetry: ['Symmetry'],
      fluorescence: FLUORESCENCE,
      fluorescenceColour: FLUORESCENCE_COLOUR,
      lab: ['Grading Lab', 'Lab'],
      certificate: ['Certificate Number', ...CERTIFICATE],
      certificateLink: CERTIFICATE_LINK,
      depth: ['Depth', 'Depth %', 'Depth Percent'],
      table: ['Table', 'Table %', 'Table Percent'],
      measurements: ['Measurements (LengthxWidthxHeight)', 'Measurements Length/Width/Height', 'Measurements'],
      length: ['Measurements Length', 'Length'],
      width: ['Measurements Width', 'Width'],
      height: ['Measurements Height', 'Measurements Depth', 'Height'],
      pricePerCarat: ['Price Per Carat', 'Price/Ct'],
      totalPrice: ['Total Price'],
      availability: ['Availability', 'Guaranteed Availability'],
      image: IMAGE,
      video: VIDEO,
      fancyColour: FANCY_COLOUR,
      treatment: TREATMENT,
      colourTreatment: ['Treated Color', 'Treated Colour'],
    },
  },
  /**
   * VDB's JSON: its API's answer (`{ response: { header, body: { search_results, diamonds: [...] } } }`) or a plain
   * array of its stones, keyed as the API keys them (`stock_num`, `size`, `fluor_intensity`, `fluor_color`,
   * `cert_num`, `total_sales_price`, `fancy_color_dominant_color`, `treatment` …); `type` per stone.
   */
  'vdb-json': {
    id: 'vdb-json',
    supplier: 'VDB',
    stockTag: 'VD-',
    file: 'json',
    priceFirst: 'total',
    columns: {
      stock: ['stock_num', 'stock_number', 'stock_no', 'stock_id', 'vendor_sku'],
      shape: ['shape'],
      carat: ['size', 'carat', 'weight'],
      color: ['color', 'colour'],
      clarity: ['clarity'],
      cut: ['cut', 'cut_grade'],
      polish: ['polish'],
      symmetry: ['symmetry'],
      fluorescence: ['fluor_intensity', 'fluor_intensity_long', 'fluorescence'],
      fluorescenceColour: ['fluor_color', 'fluor_color_long'],
      lab: ['lab'],
      certificate: ['cert_num', 'cert_number', 'certificate_number'],
      certificateLink: ['cert_url', 'certificate_url'],
      depth: ['depth_percent', 'depth'],
      table: ['table_percent', 'table'],
      measurements: ['measurements', 'measurement'],
      length: ['meas_length'],
      width: ['meas_width'],
      height: ['meas_depth', 'meas_height'],
      pricePerCarat: ['price_per_carat'],
      totalPrice: ['total_sales_price', 'total_price'],
      availability: ['availability'],
      image: ['image_url', 'image'],
      video: ['video_url', 'video'],
      type: ['type', 'diamond_type'],
      fancyColour: ['fancy_color_dominant_color', 'fancy_color'],
      treatment: ['treatment', 'treatments'],
    },
  },
};

export function isFeedFormatId(value: string): value is FeedFormatId {
  return (FEED_FORMAT_IDS as readonly string[]).includes(value);
}

/** Lower case, `#` → "no", `%` → "pct", only letters and digits kept. */
export function normaliseHeader(name: string): string {
  return name.toLowerCase().replace(/#/g, 'no').replace(/%/g, 'pct').replace(/[^a-z0-9]+/g, '');
}

/** For each field, the header position of its preferred spelling, or -1. */
export function resolveColumns(format: FeedFormat, header: readonly string[]): number[] {
  const positions = new Map<string, number>();
  header.forEach((name, i) => {
    const key = normaliseHeader(name);
    if (key && !positions.has(key)) positions.set(key, i);
  });
  return FEED_FIELDS.map((field) => {
    for (const spelling of format.columns[field] ?? []) {
      const at = positions.get(normaliseHeader(spelling));
      if (at !== undefined) return at;
    }
    return -1;
  });
}

/** What a CSV header lacks to be read, in words; empty when it names every field the import needs. */
export function missingColumns(format: FeedFormat, columns: readonly number[]): string[] {
  const has = (f: FeedField) => columns[FIELD[f]] >= 0;
  const expect = (f: FeedField) => (format.columns[f] ?? []).slice(0, 4).join(', ');
  const missing = REQUIRED_FIELDS.filter((f) => !has(f)).map((f) => `${f} (${expect(f)})`);
  if (!has('measurements') && !(has('length') && has('width')))
    missing.push(`measurements (${expect('measurements')}, or ${expect('length')} with ${expect('width')})`);
  const priced = has('pricePerCarat') || has('askingPricePerCarat') || has('totalPrice') || (has('listPricePerCarat') && (has('discountPct') || has('askingDiscountPct')));
  const prices = [...(format.columns.pricePerCarat ?? []).slice(0, 1), ...(format.columns.askingPricePerCarat ?? []).slice(0, 1), ...(format.columns.totalPrice ?? []).slice(0, 1)];
  if (!priced) missing.push(`price (${prices.join(', ')})`);
  return missing;
}
