import { eyebrowClass } from '../../components/ui';

/** The shop's eyebrow in the deeper gold: the light gold on white is under 4.5:1 at this small size (WCAG AA). */
export const readableEyebrowClass = eyebrowClass.replace(/\btext-gold\b/, 'text-gold-deep');
