/**
 * One feed row → one stone of the shop (a `diamonds` row), or every reason it cannot be sold, joined by '; '.
 *
 * Readings (documented in the README's "Supplier feeds"):
 * - numbers may carry `$`, `US$`, `%` and thousands commas (`12,345.00`); decimal commas are not read;
 * - carat, depth %, table % and measurements are rounded to the columns' scale (0.01 ct, 0.1 %, 0.01 mm);
 * - measurements: `L x W x H` with `x`, `×`, `*`, `-` or `/` between (`6.45x6.48x4.00`, `6.45-6.48*4.00`), or
 *   separate length/width/height columns. Without length and width the row is rejected ("missing measurements");
 *   a missing height is worked out from depth % × the smaller of length and width (how depth % is defined);
 * - the supplier's price in US$ is its total for the stone: the per-carat price × carat, or the total price
 *   (which one first depends on the format). RapNet: `Cash Price` per carat when the row gives one, else its
 *   `RapNet Price` per carat (both already after their discounts); only a list price column (`Rap Price`) with a
 *   discount (negative = below list) prices a row that has neither: list × (1 + discount/100);
 * - the cut grade is required for round stones only: a fancy shape (GIA grades none) without one is sold without it;
 * - a fancy colour or a treated stone is rejected with that reason alone (the shop sells neither);
 * - missing image, video or certificate links (or ones that are not http(s) addresses) become the shop's shape
 *   pictures and the lab's report-check page.
 */
import { retailPriceSen, type DiamondKind, type PricingRules } from '../../../../domain/diamonds/pricing.ts';
import type { ColourCode, CutCode } from '../../../../domain/diamonds/grades.ts';
import { dollarsFromCents } from '../../../../domain/money/money.ts';
import { CERTIFICATE_LINKS, diamondImageUrl, diamondVideoUrl, type DiamondRow } from '../stone-row.ts';
import {
  readAvailable,
  readClarity,
  readColour,
  readCut,
  readFluorescence,
  readLab,
  readPolish,
  readShape,
  readStoneColour,
  readSymmetry,
  readType,
  treatmentRefusal,
  type CodeReading,
} from './codes.ts';
import { FANCY_COLOURS_NOT_SOLD } from './codes.ts';
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';
import { FIELD, type FeedFormat } from './formats.ts';

export interface StoneContext {
  format: FeedFormat;
  /** For rows that do not say whether the stone is natural or lab-grown. */
  defaultType: DiamondKind;
  rules: PricingRules;
}

/** The largest amount a stone's price or cost column holds (PostgreSQL `integer`). */
export const INTEGER_MAX = 2_147_483_647;
/** numeric(5,2) columns (carat, mm) stop below 1000. */
const SIZE_MAX = 999.99;

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** A number in a feed's spelling, NaN when it is none. */
export function readNumber(raw: string): number {
  if (raw === '') return NaN;
  if (PLAIN.test(raw)) return Number(raw);
  let s = raw.trim();
  if (PLAIN.test(s)) return Number(s);
  s = s.replace(/^(US\$|USD|\$)\s*/i, '').replace(/\s*(%|USD)$/i, '');
  if (GROUPED.test(s)) s = s.replace(/,/g, '');
  return PLAIN.test(s) ? Number(s) : NaN;
}

const round = (x: number, places: number) => {
  const f = 10 ** places;
  return Math.round(x * f) / f;
};

/** Length, width and height (mm, height 0 when not given) from one measurements text, or undefined. */
export function readMeasurements(raw: string): [number, number, number] | undefined {
  const parts = raw.trim().replace(/\s*mm\.?$/i, '').split(/\s*[x×X*/-]\s*/).filter((p) => p !== '').map(readNumber);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !(n > 0))) return undefined;
  return [parts[0], parts[1], parts[2] ?? 0];
}

const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;
const link = (raw: string): string | undefined => {
  const value = raw.trim();
  return HTTP_URL.test(value) ? value : undefined;
};
const CERTIFICATE_NO = /^[A-Z0-9][A-Z0-9/-]*$/;

/** The code of a reading, or undefined with its reason noted. */
function codeOf<T>(reading: CodeReading<T>, reasons: string[]): T | undefined {
  if ('code' in reading) return reading.code;
  reasons.push(reading.reason);
  return undefined;
}

/** A positive number up to `max`, rounded to `places`, or undefined with the reason noted; `what` names it. */
function positive(raw: string, what: string, places: number, max: number, reasons: string[]): number | undefined {
  const text = raw.trim();
  if (!text) {
    reasons.push(t('cms.feedReport.missing', { what }));
    return undefined;
  }
  const n = round(readNumber(text), places);
  if (!(n > 0)) reasons.push(t('cms.feedReport.notPositive', { what, value: text }));
  else if (n > max) reasons.push(t('cms.feedReport.moreThan', { what, value: text, max: String(max) }));
  else return n;
  return undefined;
}

/** Length, width and height in mm (height 0 when not given), or undefined with the reason noted. */
function measurements(values: string[], reasons: string[]): [number, number, number] | undefined {
  const l = readNumber(values[FIELD.length]);
  const w = readNumber(values[FIELD.width]);
  if (l > 0 && w > 0) {
    const h = readNumber(values[FIELD.height]);
    return [l, w, h > 0 ? h : 0];
  }
  const text = values[FIELD.measurements].trim();
  const size = text ? readMeasurements(text) : undefined;
  if (!size) reasons.push(text ? t('cms.feedReport.measurementsUnread', { value: text }) : t('cms.feedReport.missing', { what: t('cms.feedReport.fields.measurements') }));
  return size;
}

/** A stone of the shop from the feed row's values, or the reasons ('; '-joined) it is rejected. */
export function toStone(values: string[], context: StoneContext): DiamondRow | string {
  const fancyColour = values[FIELD.fancyColour];
  const colour = fancyColour === '' ? readColour(values[FIELD.color]) : readStoneColour(values[FIELD.color], fancyColour);
  const notSold = notSoldReason(values, colour);
  if (notSold) return notSold;

  // Every other reason the row is rejected for, each part noting its own, in this order.
  const reasons: string[] = [];
  const { stock, certificateNo } = identityOf(values, reasons);
  const { shape, carat, color, clarity, cut, polish, symmetry, fluorescence, lab, type, depthPct, tablePct } = gradesOf(values, colour, context.defaultType, reasons);
  const { lengthMm, widthMm, heightMm } = sizeOf(values, depthPct, reasons);
  const costUsd = carat ? supplierTotalUsd(values, carat, context.format, reasons) : undefined;

  if (reasons.length) return reasons.join('; ');
  const costUsdCents = Math.round(costUsd! * 100);
  const priceSen = retailPriceSen(dollarsFromCents(costUsdCents), type!, context.rules);
  if (costUsdCents > INTEGER_MAX || priceSen > INTEGER_MAX) return t('cms.feedReport.priceTooHigh', { usd: costUsd!.toFixed(2) });
  if (priceSen <= 0) return t('cms.feedReport.priceSellsForNothing', { usd: costUsd!.toFixed(2) });

  return {
    stockId: context.format.stockTag + stock,
    certificateNo,
    certificateLink: link(values[FIELD.certificateLink]) ?? CERTIFICATE_LINKS[lab!](certificateNo),
    lab: lab!,
    type: type!,
    shape: shape!,
    carat: carat!,
    color: color!,
    clarity: clarity!,
    cut: cut ?? null,
    polish: polish!,
    symmetry: symmetry!,
    fluorescence: fluorescence!,
    depthPct: depthPct!,
    tablePct: tablePct!,
    lengthMm,
    widthMm,
    heightMm,
    priceSen,
    costUsdCents,
    supplier: context.format.supplier,
    imageUrl: link(values[FIELD.image]) ?? diamondImageUrl(shape!, color!, clarity!, fluorescence!),
    videoUrl: link(values[FIELD.video]) ?? diamondVideoUrl(shape!, color!, clarity!, fluorescence!),
    isAvailable: readAvailable(values[FIELD.availability]),
  };
}

/** What the shop does not sell (a fancy colour, a treated stone) is the one reason given, whatever else the row lacks. */
function notSoldReason(values: string[], colour: CodeReading<ColourCode>): string | undefined {
  const treatment = values[FIELD.treatment];
  const colourTreatment = values[FIELD.colourTreatment];
  const treated = treatment === '' && colourTreatment === '' ? undefined : treatmentRefusal(treatment, colourTreatment);
  const fancy = 'reason' in colour && colour.reason === FANCY_COLOURS_NOT_SOLD;
  if (fancy || treated) return fancy && treated ? `${FANCY_COLOURS_NOT_SOLD}; ${treated}` : fancy ? FANCY_COLOURS_NOT_SOLD : treated!;
  return undefined;
}

/** The supplier's stock number and the certificate number (spaces taken out, upper case), reasons noted. */
function identityOf(values: string[], reasons: string[]): { stock: string; certificateNo: string } {
  const stock = values[FIELD.stock].trim();
  if (!stock) reasons.push(t('cms.feedReport.missing', { what: t('cms.feedReport.fields.stockNumber') }));
  const certificateNo = values[FIELD.certificate].replace(/\s+/g, '').toUpperCase();
  if (!certificateNo) reasons.push(t('cms.feedReport.missing', { what: t('cms.feedReport.fields.certificateNumber') }));
  else if (!CERTIFICATE_NO.test(certificateNo)) reasons.push(t('cms.feedReport.certificateNotValid', { value: values[FIELD.certificate].trim() }));
  return { stock, certificateNo };
}

/** Shape, carat, grades, lab, type, depth % and table %: each undefined with its reason noted when it cannot be read. */
function gradesOf(values: string[], colour: CodeReading<ColourCode>, defaultType: DiamondKind, reasons: string[]) {
  const shape = codeOf(readShape(values[FIELD.shape]), reasons);
  const carat = positive(values[FIELD.carat], t('cms.feedReport.fields.carat'), 2, SIZE_MAX, reasons);
  const color = codeOf(colour, reasons);
  const clarity = codeOf(readClarity(values[FIELD.clarity]), reasons);
  const cutText = values[FIELD.cut].trim();
  // GIA grades the cut of round brilliants only: a fancy shape without a cut grade is sold without one
  let cut: CutCode | null | undefined = null;
  if (cutText) cut = codeOf(readCut(cutText), reasons);
  else if (shape === 'ROUND') reasons.push(t('cms.feedReport.cutGradeForRound'));
  const polish = codeOf(readPolish(values[FIELD.polish]), reasons);
  const symmetry = codeOf(readSymmetry(values[FIELD.symmetry]), reasons);
  const fluorescence = codeOf(readFluorescence(values[FIELD.fluorescence]), reasons);
  const lab = codeOf(readLab(values[FIELD.lab]), reasons);
  const typeText = values[FIELD.type];
  const type = typeText.trim() ? codeOf(readType(typeText), reasons) : defaultType;
  const depthPct = positive(values[FIELD.depth], t('cms.feedReport.fields.depth'), 1, 99.9, reasons);
  const tablePct = positive(values[FIELD.table], t('cms.feedReport.fields.table'), 1, 99.9, reasons);
  return { shape, carat, color, clarity, cut, polish, symmetry, fluorescence, lab, type, depthPct, tablePct };
}

/** Length, width and height in mm at the columns' scale (0 when unread), reasons noted. */
function sizeOf(values: string[], depthPct: number | undefined, reasons: string[]): { lengthMm: number; widthMm: number; heightMm: number } {
  const size = measurements(values, reasons);
  if (!size) return { lengthMm: 0, widthMm: 0, heightMm: 0 };
  const lengthMm = round(size[0], 2);
  const widthMm = round(size[1], 2);
  // depth % is the height over the (smaller) width: a missing height follows from it
  const heightMm = round(size[2] || (depthPct ? (Math.min(size[0], size[1]) * depthPct) / 100 : 0), 2);
  if (Math.max(lengthMm, widthMm, heightMm) > SIZE_MAX) reasons.push(t('cms.feedReport.measurementsOutOfRange', { length: String(lengthMm), width: String(widthMm), height: String(heightMm) }));
  return { lengthMm, widthMm, heightMm };
}

/** A price field: undefined when empty, NaN (reason noted) when not a positive number. */
function price(raw: string, what: string, reasons: string[]): number | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const n = readNumber(text);
  if (n > 0) return n;
  reasons.push(t('cms.feedReport.notPositive', { what, value: text }));
  return NaN;
}

/** The supplier's asking price for the whole stone in US$, or undefined with the reason noted. */
function supplierTotalUsd(values: string[], carat: number, format: FeedFormat, reasons: string[]): number | undefined {
  // RapNet: the cash price when given, else the RapNet (asking) price — each per carat, after its discount
  const cash = price(values[FIELD.pricePerCarat], t('cms.feedReport.fields.pricePerCarat'), reasons);
  const asking = cash === undefined ? price(values[FIELD.askingPricePerCarat], t('cms.feedReport.fields.pricePerCarat'), reasons) : undefined;
  const perCarat = cash ?? asking;
  const total = price(values[FIELD.totalPrice], t('cms.feedReport.fields.totalPrice'), reasons);
  if (Number.isNaN(perCarat) || Number.isNaN(total)) return undefined;
  const fromPerCarat = perCarat === undefined ? undefined : perCarat * carat;
  let usd = format.priceFirst === 'perCarat' ? (fromPerCarat ?? total) : (total ?? fromPerCarat);
  const discountText = usd === undefined ? values[FIELD.discountPct].trim() || values[FIELD.askingDiscountPct].trim() : '';
  if (usd === undefined) {
    // no price per carat: the Rapaport list price per carat less the discount from it (negative = below list)
    const list = price(values[FIELD.listPricePerCarat], t('cms.feedReport.fields.listPricePerCarat'), reasons);
    const discount = readNumber(discountText);
    if (Number.isNaN(list)) return undefined;
    if (list !== undefined && !Number.isNaN(discount)) usd = list * (1 + discount / 100) * carat;
  }
  if (usd === undefined && discountText)
    reasons.push(t('cms.feedReport.priceOnlyDiscount', { value: discountText }));
  else if (usd === undefined) reasons.push(t('cms.feedReport.missing', { what: t('cms.feedReport.fields.price') }));
  else if (!(usd >= 0.01)) reasons.push(t('cms.feedReport.priceNotPositive', { usd: usd.toFixed(2) }));
  else return usd;
  return undefined;
}
