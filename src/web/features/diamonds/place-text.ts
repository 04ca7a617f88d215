import { DIAMOND_TYPES } from '../../../domain/diamonds/grades';
import type { BreadcrumbItem } from '../../components/Breadcrumb';
import { CHOOSE_DIAMOND_PATH, placeShapeLabel, type DiamondPlace } from './search-url';
import { t } from '../../../domain/words/catalogue';

/** What each place of the diamond search is called: heading, title, description and breadcrumb. */

const TYPE_HEADINGS = { naturaldiamond: t('diamonds.placeText.naturalDiamonds'), labgrowndiamond: t('diamonds.placeText.labGrownDiamonds') } as const;

export function placeHeading(place: DiamondPlace): string {
  if (place.kind === 'type') return TYPE_HEADINGS[place.type];
  if (place.kind === 'shape') return place.shape ? t('diamonds.placeText.shapeDiamonds', { shape: placeShapeLabel(place) ?? '' }) : t('diamonds.placeText.diamondsOfEveryShape');
  return t('diamonds.placeText.chooseYourDiamond');
}

/** The page title (the brand is added by the SEO helper). */
export function placeTitle(place: DiamondPlace): string {
  if (place.kind === 'type') return t('diamonds.placeText.certifiedInKualaLumpur', { value: TYPE_HEADINGS[place.type] });
  if (place.kind === 'shape') return place.shape ? t('diamonds.placeText.shapeCutDiamondsCertified', { shape: placeShapeLabel(place) ?? '' }) : t('diamonds.placeText.certifiedDiamondsInEvery');
  return t('diamonds.placeText.chooseYourDiamondCertified');
}

export function placeDescription(place: DiamondPlace): string {
  if (place.kind === 'type') {
    const type = DIAMOND_TYPES.find((t) => t.value === place.type)!;
    return t('diamonds.placeText.searchByShapeCarat', { description: type.description });
  }
  if (place.kind === 'shape' && place.shape) {
    return t('diamonds.placeText.certifiedCutDiamondsNatural', { value: placeShapeLabel(place)?.toLowerCase() ?? '' });
  }
  return t('diamonds.placeText.searchCertifiedNaturalAnd');
}

/** Home › Choose Diamond › (type or shape). */
export function placeTrail(place: DiamondPlace): BreadcrumbItem[] {
  const root = { label: t('diamonds.placeText.chooseDiamond'), to: CHOOSE_DIAMOND_PATH };
  if (place.kind === 'type') return [root, { label: DIAMOND_TYPES.find((t) => t.value === place.type)!.label }];
  if (place.kind === 'shape') return [root, { label: placeShapeLabel(place) ?? t('diamonds.placeText.allShapes') }];
  return [{ label: t('diamonds.placeText.chooseDiamond') }];
}
