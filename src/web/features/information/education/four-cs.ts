import type { InformationTable } from '../InformationPage';
import type { GradingFrameKey } from './grading-frames';
import { t } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/information';

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
    lead: t('information.fourCs.everyPolishedDiamondIs'),
    paragraphs: [
      t('information.fourCs.seenFromTheSide'),
      t('information.fourCs.aRoundBrilliantHas'),
    ],
    points: [
      t('information.fourCs.tableTheLargestFacet'),
      t('information.fourCs.crownTheUpperPart'),
      t('information.fourCs.girdleTheOuterEdge'),
      t('information.fourCs.pavilionTheLowerPart'),
      t('information.fourCs.culetTheTipOf'),
    ],
    advice: t('information.fourCs.aDiamondThatIs'),
  },
  colour: {
    lead: t('information.fourCs.colourGradingMeasuresThe'),
    paragraphs: [
      t('information.fourCs.giaGradesColourOn'),
      t('information.fourCs.fluorescenceASoftGlow'),
    ],
    table: {
      caption: t('information.fourCs.theGiaColourScale'),
      columns: [t('information.fourCs.grades'), t('information.fourCs.description')],
      rows: [
        ['D, E, F', t('information.fourCs.colourless')],
        ['G, H, I, J', t('information.fourCs.nearColourless')],
        ['K, L, M', t('information.fourCs.faintColour')],
        [t('information.fourCs.nToR'), t('information.fourCs.veryLightColour')],
        [t('information.fourCs.sToZ'), t('information.fourCs.lightColour')],
      ],
      layout: 'text',
    },
    advice: t('information.fourCs.onceSetAG'),
  },
  clarity: {
    lead: t('information.fourCs.clarityDescribesHowFree'),
    paragraphs: [
      t('information.fourCs.diamondsFormUnderImmense'),
      t('information.fourCs.positionMattersAsMuch'),
    ],
    table: {
      caption: t('information.fourCs.theGiaClarityScale'),
      columns: [t('information.fourCs.grades'), t('information.fourCs.description')],
      rows: [
        ['FL', t('information.fourCs.flawlessNoInclusionsOr')],
        ['IF', t('information.fourCs.internallyFlawlessNoInclusions')],
        [t('information.fourCs.vvs1Vvs2'), t('information.fourCs.veryVerySlightlyIncluded')],
        [t('information.fourCs.vs1Vs2'), t('information.fourCs.verySlightlyIncludedMinor')],
        [t('information.fourCs.si1Si2'), t('information.fourCs.slightlyIncludedNoticeableAt')],
        ['I1, I2, I3', t('information.fourCs.includedObviousAt10')],
      ],
      layout: 'text',
    },
    advice: t('information.fourCs.whatMattersIsHow'),
  },
  cut: {
    lead: t('information.fourCs.cutIsTheOnly'),
    paragraphs: [
      t('information.fourCs.aDiamondSCut'),
      t('information.fourCs.proportionsDecideTheseQualities'),
    ],
    table: {
      caption: t('information.fourCs.giaCutGradesRound'),
      columns: [t('information.fourCs.grade'), t('information.fourCs.whatItMeans')],
      rows: [
        [t('information.fourCs.excellent'), t('information.fourCs.evenBrightnessStrongFire')],
        [t('information.fourCs.veryGood'), t('information.fourCs.brightAndLivelyWith')],
        [t('information.fourCs.good'), t('information.fourCs.pleasantBrightnessButNoticeably')],
        [t('information.fourCs.fairAndPoor'), t('information.fourCs.lightLeaksOutThe')],
      ],
      layout: 'text',
    },
    advice: t('information.fourCs.neverCompromiseOnCut'),
  },
  'carat-weight': {
    lead: t('information.fourCs.caratMeasuresADiamond'),
    paragraphs: [
      t('information.fourCs.largerDiamondsAreRarer'),
      t('information.fourCs.howLargeADiamond'),
    ],
    table: {
      caption: t('information.fourCs.typicalDiameterOfA'),
      columns: [t('information.fourCs.caratWeight'), t('information.fourCs.diameter')],
      rows: [
        [t('information.fourCs.n025Ct'), t('information.fourCs.n41Mm')],
        [t('information.fourCs.n050Ct'), t('information.fourCs.n52Mm')],
        [t('information.fourCs.n100Ct'), t('information.fourCs.n65Mm')],
        [t('information.fourCs.n150Ct'), t('information.fourCs.n74Mm')],
        [t('information.fourCs.n200Ct'), t('information.fourCs.n82Mm')],
      ],
    },
    advice: t('information.fourCs.considerADiamondJust'),
  },
};
