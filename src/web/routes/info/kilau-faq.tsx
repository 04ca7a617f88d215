import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { Faq } from '../../features/information/Faq';
import { faqGroups } from '../../features/information/faq-content';
import { InformationPage } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/kilau-faq';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: 'Frequently Asked Questions',
    description: 'Answers on ordering and payment, diamonds and certification, ring sizes, shipping and delivery, returns, warranty and visiting our showroom.',
    path: '/kilau-faq',
  });
}

/** The shop's FAQ (account spec §2: /{product}-faq). */
export default function KilauFaq() {
  const settings = useShopSettings();
  return (
    <InformationPage
      eyebrow="Help"
      title="Frequently Asked Questions"
      intro={
        <>
          The questions we are asked most often, answered. Can’t find yours?{' '}
          <Link className={textLinkClass} to="/contact-us">
            Our team is happy to help
          </Link>
          .
        </>
      }
      related={relatedPages('terms', 'shipping', 'returns', 'education')}
    >
      <Faq groups={faqGroups(settings)} />
    </InformationPage>
  );
}
