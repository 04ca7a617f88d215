import { accountPageMeta } from '../features/account/meta';
import { RingConfirmation } from '../features/ring-builder/RingConfirmation';
import type { Route } from './+types/wizard-completed';
import { t } from '../../domain/words/catalogue';

/** Storefront §2: the wizard confirmation is titled 'Comfirmation', as the spec spells it. */
export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.wizardCompleted.comfirmation'), description: t('pages.wizardCompleted.yourRingWithThe'), path: '/wizard-completed' });
}

/**
 * /wizard-completed: the ring builder's last step. Everything it shows is the shopper's own choice, kept in this tab,
 * so the server sends the page's frame and the browser fills it in (a kept page is the same for every visitor).
 */
export default function WizardCompleted() {
  return <RingConfirmation />;
}
