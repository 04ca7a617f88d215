import { accountPageMeta } from '../features/account/meta';
import { useSearchParams } from 'react-router';
import { drawnPlans } from '../features/instalments/plans';
import { drawnFinishedRing } from '../features/ring-builder/drawn-ring';
import { RingConfirmation } from '../features/ring-builder/RingConfirmation';
import { ringChoiceOf } from '../features/ring-builder/ring-address';
import type { Route } from './+types/wizard-completed';
import { t } from '../../domain/words/catalogue';

/** Storefront §2: the wizard confirmation is titled 'Comfirmation', as the spec spells it. */
export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.wizardCompleted.comfirmation'), description: t('pages.wizardCompleted.yourRingWithThe'), path: '/wizard-completed' });
}

/**
 * /wizard-completed: the ring builder's last step, drawn by the server from the choices named in its address (priced
 * as the shop sells them now); never kept nor shared, since each address is one shopper's ring (CHOICE_PAGES).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const choice = ringChoiceOf(new URL(request.url).searchParams);
  const [ring, plans] = choice ? await Promise.all([drawnFinishedRing(context, choice), drawnPlans(context)]) : [null, null];
  return { ring, plans, signedIn: context.signedIn };
}

export default function WizardCompleted({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  // another ring in the address (Back, Forward) is its own confirmation
  return <RingConfirmation key={search.toString()} drawn={loaderData?.ring ?? null} signedIn={loaderData?.signedIn ?? false} plans={loaderData?.plans ?? null} />;
}
