import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { Faq } from '../../features/information/Faq';
import { faqGroups } from '../../features/information/faq-content';
import { InformationPage } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { useShopSettings } from '../../lib/shop';
import type { Route } from './+types/kilau-faq';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/information';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.kilauFaq.frequentlyAskedQuestions'),
    description: t('information.kilauFaq.answersOnOrderingAnd'),
    path: '/kilau-faq',
  });
}

/** The shop's FAQ (account spec §2: /{product}-faq). */
export default function KilauFaq() {
  const settings = useShopSettings();
  return (
    <InformationPage
      eyebrow={t('information.kilauFaq.help')}
      title={t('information.kilauFaq.frequentlyAskedQuestions')}
      intro={
        <>
          {t('information.kilauFaq.theQuestionsWeAre')}{' '}
          <Link className={textLinkClass} to="/contact-us">
            {t('information.kilauFaq.ourTeamIsHappy')}
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
