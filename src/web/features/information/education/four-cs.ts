import type { InformationTable } from '../InformationPage';
import type { GradingFrameKey } from './grading-frames';

/** Our written guide to one subject of the education page: shown under its interactive frame, and in its place. */
export interface WrittenGuide {
  /** One sentence under the heading, before the frame. */
  lead: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  table?: InformationTable;
  /** Our advice, set apart. */
  advice: string;
}

export const WRITTEN_GUIDES: Record<GradingFrameKey, WrittenGuide> = {
  anatomy: {
    lead: 'Every polished diamond is a small piece of architecture; knowing its parts makes the rest of the 4Cs easy to follow.',
    paragraphs: [
      'Seen from the side, a diamond has three main parts. The crown is the upper part, crowned by the table — the large flat facet on top — and sloping down through the star, bezel and upper girdle facets. The girdle is the thin band around the widest point, where the stone is held by its setting and where a grading report number is often laser-inscribed. Below it, the pavilion tapers down to the culet, the point at the very bottom, which in most modern diamonds is so small that it cannot be seen.',
      'A round brilliant has 57 or 58 facets. Light enters through the table and crown, reflects off the pavilion facets and returns through the top of the stone. How well it does so depends on the proportions between these parts: the table and depth percentages, and the angles of the crown and pavilion.',
    ],
    points: [
      'Table: the largest facet, and the window into the diamond.',
      'Crown: the upper part, which disperses light into flashes of colour (fire).',
      'Girdle: the outer edge, which protects the stone and is gripped by the setting.',
      'Pavilion: the lower part, which reflects light back up to your eye.',
      'Culet: the tip of the pavilion, or a tiny facet there.',
    ],
    advice: 'A diamond that is too deep or too shallow leaks light through its pavilion and looks darker or glassy, whatever its other grades. Our consultants check the proportions of every stone we recommend.',
  },
  colour: {
    lead: 'Colour grading measures the absence of colour: the closer a white diamond comes to colourless, the rarer it is.',
    paragraphs: [
      'GIA grades colour on a scale from D, which is completely colourless, to Z, which shows a light yellow or brown tint. Each diamond is compared, face down on a white tray under controlled light, with master stones of known colour. Many of the differences are so subtle that they are invisible to an untrained eye, yet they make a real difference to rarity and price.',
      'Fluorescence — a soft glow, usually blue, under ultraviolet light — is listed separately on the report. Faint fluorescence rarely affects a diamond’s look, and strong blue fluorescence can even make a warmer stone appear whiter.',
    ],
    table: {
      caption: 'The GIA colour scale',
      columns: ['Grades', 'Description'],
      rows: [
        ['D, E, F', 'Colourless'],
        ['G, H, I, J', 'Near colourless'],
        ['K, L, M', 'Faint colour'],
        ['N to R', 'Very light colour'],
        ['S to Z', 'Light colour'],
      ],
      layout: 'text',
    },
    advice: 'Once set, a G or H diamond looks white to almost everyone and costs noticeably less than a D. In yellow or rose gold, which warm a stone slightly, an I or J can be a beautiful and sensible choice.',
  },
  clarity: {
    lead: 'Clarity describes how free a diamond is of inclusions inside it and blemishes on its surface.',
    paragraphs: [
      'Diamonds form under immense heat and pressure deep in the earth, and almost all of them carry tiny birthmarks: crystals of other minerals, feathers, clouds of pinpoints. A grader examines the stone at ten times magnification and considers the size, number, position, nature and visibility of these characteristics to give one of eleven clarity grades.',
      'Position matters as much as grade. A small inclusion near the girdle can be hidden by a claw; the same inclusion in the middle of the table is easier to see. This is where our 360° videos help: they show you exactly where a diamond’s characteristics lie.',
    ],
    table: {
      caption: 'The GIA clarity scale',
      columns: ['Grades', 'Description'],
      rows: [
        ['FL', 'Flawless: no inclusions or blemishes at 10× magnification'],
        ['IF', 'Internally flawless: no inclusions at 10×'],
        ['VVS1, VVS2', 'Very, very slightly included: extremely difficult to see at 10×'],
        ['VS1, VS2', 'Very slightly included: minor, difficult to see at 10×'],
        ['SI1, SI2', 'Slightly included: noticeable at 10×'],
        ['I1, I2, I3', 'Included: obvious at 10×, and may affect brilliance'],
      ],
      layout: 'text',
    },
    advice: 'What matters is how the diamond looks to the eye. Most VS2 and many SI1 diamonds are “eye-clean”, showing nothing without magnification, and offer excellent value; we check every stone of these grades for you.',
  },
  cut: {
    lead: 'Cut is the only C shaped by human hands, and it has the greatest effect on a diamond’s beauty.',
    paragraphs: [
      'A diamond’s cut grade is not its shape, but how well its facets interact with light. GIA grades the cut of round brilliant diamonds from Excellent to Poor, judging three qualities of the face-up stone: brightness, the white light it reflects; fire, the flashes of colour it scatters; and scintillation, the sparkle and pattern of light and dark as it moves.',
      'Proportions decide these qualities, while polish and symmetry — graded separately, also from Excellent to Poor — describe the finish and precision of the facets. A diamond graded Excellent for cut, polish and symmetry is often called “3EX”.',
    ],
    table: {
      caption: 'GIA cut grades (round brilliant)',
      columns: ['Grade', 'What it means'],
      rows: [
        ['Excellent', 'Even brightness, strong fire and lively sparkle across the stone'],
        ['Very Good', 'Bright and lively, with slightly less contrast than Excellent'],
        ['Good', 'Pleasant brightness, but noticeably less life'],
        ['Fair and Poor', 'Light leaks out; the stone looks dull or dark'],
      ],
      layout: 'text',
    },
    advice: 'Never compromise on cut. We recommend Excellent or Very Good cut diamonds, and our diamond search starts with the 3EX selection for that reason. A well-cut diamond also looks larger than a poorly cut one of the same weight.',
  },
  'carat-weight': {
    lead: 'Carat measures a diamond’s weight, not its size: one carat is 0.2 grams, divided into 100 points.',
    paragraphs: [
      'Larger diamonds are rarer, so the price per carat rises with weight — a one-carat diamond costs far more than two half-carat diamonds of the same quality. Prices also step up at popular weights such as 0.50, 0.70, 0.90 and 1.00 carat: a 1.00 ct diamond typically costs 15 to 25 per cent more than a 0.95 ct stone that looks almost identical.',
      'How large a diamond looks depends on its cut and shape as well as its weight. Elongated shapes such as ovals, pears and marquises look larger face-up than a round of the same weight, and the width of your finger plays its part too.',
    ],
    table: {
      caption: 'Typical diameter of a round diamond',
      columns: ['Carat weight', 'Diameter'],
      rows: [
        ['0.25 ct', '4.1 mm'],
        ['0.50 ct', '5.2 mm'],
        ['1.00 ct', '6.5 mm'],
        ['1.50 ct', '7.4 mm'],
        ['2.00 ct', '8.2 mm'],
      ],
    },
    advice: 'Consider a diamond just below a popular weight — 0.90 instead of 1.00 carat, say — for a stone that looks the same on the hand for a noticeably lower price, and put the difference towards a better cut.',
  },
};
