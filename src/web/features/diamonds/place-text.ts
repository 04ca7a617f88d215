import { DIAMOND_TYPES } from '../../../domain/grades';
import type { BreadcrumbItem } from '../../components/Breadcrumb';
import { CHOOSE_DIAMOND_PATH, placeShapeLabel, type DiamondPlace } from './search-url';

/** What each place of the diamond search is called: heading, title, description and breadcrumb. */

const TYPE_HEADINGS = { naturaldiamond: 'Natural Diamonds', labgrowndiamond: 'Lab-Grown Diamonds' } as const;

export function placeHeading(place: DiamondPlace): string {
  if (place.kind === 'type') return TYPE_HEADINGS[place.type];
  if (place.kind === 'shape') return place.shape ? `${placeShapeLabel(place)} Diamonds` : 'Diamonds of Every Shape';
  return 'Choose Your Diamond';
}

/** The page title (the brand is added by the SEO helper). */
export function placeTitle(place: DiamondPlace): string {
  if (place.kind === 'type') return `Certified ${TYPE_HEADINGS[place.type]} in Kuala Lumpur`;
  if (place.kind === 'shape') return place.shape ? `${placeShapeLabel(place)} Cut Diamonds, GIA & IGI Certified` : 'Certified Diamonds in Every Shape';
  return 'Choose Your Diamond: Certified Natural & Lab-Grown';
}

export function placeDescription(place: DiamondPlace): string {
  if (place.kind === 'type') {
    const type = DIAMOND_TYPES.find((t) => t.value === place.type)!;
    return `${type.description} Search by shape, carat, colour, clarity and cut, priced in RM, and set it in your ring in Kuala Lumpur.`;
  }
  if (place.kind === 'shape' && place.shape) {
    return `Certified ${placeShapeLabel(place)?.toLowerCase()} cut diamonds, natural and lab-grown: filter by carat, colour, clarity and cut, compare side by side and choose the one for your ring.`;
  }
  return 'Search certified natural and lab-grown diamonds by shape, carat, colour, clarity and cut. Compare up to four side by side, save your favourites and set your diamond in a ring made in Kuala Lumpur.';
}

/** Home › Choose Diamond › (type or shape). */
export function placeTrail(place: DiamondPlace): BreadcrumbItem[] {
  const root = { label: 'Choose Diamond', to: CHOOSE_DIAMOND_PATH };
  if (place.kind === 'type') return [root, { label: DIAMOND_TYPES.find((t) => t.value === place.type)!.label }];
  if (place.kind === 'shape') return [root, { label: placeShapeLabel(place) ?? 'All Shapes' }];
  return [{ label: 'Choose Diamond' }];
}
