import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui';
import { WRITTEN_GUIDES } from '../../features/information/education/four-cs';
import { GRADING_FRAMES, GRADING_INSTITUTE } from '../../features/information/education/grading-frames';
import { GradingFrameView } from '../../features/information/education/GradingFrameView';
import { FactsTable, InformationPage } from '../../features/information/InformationPage';
import { informationMeta } from '../../features/information/meta';
import { relatedPages } from '../../features/information/pages';
import { POLICY } from '../../features/information/policy';
import type { Route } from './+types/kilau-education';
import { t } from '../../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return informationMeta(matches, {
    title: t('information.kilauEducation.diamondEducation'),
    description: t('information.kilauEducation.theAnatomyOfA'),
    path: '/kilau-education',
    keywords: 'diamond education, 4Cs, diamond colour, diamond clarity, diamond cut, carat weight, GIA, Kuala Lumpur',
  });
}

/**
 * Diamond Education (account spec §2: five interactive grading frames — anatomy, colour, clarity, cut, carat weight —
 * each resized to the height it posts), each with our own written guide beneath it.
 */
export default function KilauEducation() {
  return (
    <InformationPage
      eyebrow={t('information.kilauEducation.education')}
      title={t('information.kilauEducation.diamondEducation')}
      intro={t('information.kilauEducation.intro', { fullName: GRADING_INSTITUTE.fullName, name: GRADING_INSTITUTE.name })}
      related={relatedPages('video', 'priceMatch', 'faq', 'contact')}
    >
      <nav aria-label={t('information.kilauEducation.onThisPage')} className="mt-10 border-y border-pearl py-5">
        <ol className="flex flex-wrap gap-x-6 gap-y-2 text-[0.7rem] tracking-[0.2em] text-stone uppercase">
          {GRADING_FRAMES.map((frame) => (
            <li key={frame.key}>
              <a href={`#${frame.key}`} className="transition-colors hover:text-ink">
                {frame.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-14 space-y-20">
        {GRADING_FRAMES.map((frame) => {
          const guide = WRITTEN_GUIDES[frame.key];
          return (
            <section key={frame.key} id={frame.key} aria-labelledby={`${frame.key}-title`} className="scroll-mt-24">
              <h2 id={`${frame.key}-title`} className="border-b border-pearl pb-3 text-3xl sm:text-4xl">
                {frame.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-stone">{guide.lead}</p>
              <GradingFrameView frame={frame} />
              <div className="mt-8" data-guide={frame.key}>
                <h3 className="text-xl sm:text-2xl">{t('information.kilauEducation.inBrief')}</h3>
                {guide.paragraphs.map((paragraph, i) => (
                  <p key={i} className="mt-4 leading-relaxed text-ink/85">
                    {paragraph}
                  </p>
                ))}
                {guide.points ? (
                  <ul className="mt-4 space-y-2 leading-relaxed text-ink/85">
                    {guide.points.map((point) => (
                      <li key={point} className="relative pl-5 before:absolute before:top-[0.7em] before:left-0 before:h-px before:w-2.5 before:bg-gold">
                        {point}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {guide.table ? <FactsTable table={guide.table} /> : null}
                <aside aria-label={t('information.kilauEducation.ourAdviceOn', { value: frame.title.toLowerCase() })} className="mt-8 border-l-2 border-gold bg-ivory px-6 py-5">
                  <p className="text-[0.7rem] tracking-[0.2em] text-gold-deep uppercase">{t('information.kilauEducation.ourAdvice')}</p>
                  <p className="mt-2 font-serif text-xl leading-snug text-ink">{guide.advice}</p>
                </aside>
              </div>
            </section>
          );
        })}
        <section aria-labelledby="choosing-title">
          <h2 id="choosing-title" className="border-b border-pearl pb-3 text-3xl sm:text-4xl">
            {t('information.kilauEducation.choosingYourDiamondWith')}
          </h2>
          <p className="mt-4 leading-relaxed text-ink/85">
            {t('information.kilauEducation.diamondsAboveCtCome', { certificationAboveCarat: POLICY.certificationAboveCarat, name: GRADING_INSTITUTE.name })}{' '}
            <Link className={textLinkClass} to="/360-video-technology">
              {t('information.kilauEducation.n360Videos')}
            </Link>{' '}
            {t('information.kilauEducation.showYouTheVery')}{' '}
            <Link className={textLinkClass} to="/contact-us">
              {t('information.kilauEducation.inOurShowroomOr')}
            </Link>
            .
          </p>
          <p className="mt-4 leading-relaxed text-ink/85">
            {t('information.kilauEducation.readyToBegin')}{' '}
            <Link className={textLinkClass} to="/choose-diamond">
              {t('information.kilauEducation.searchOurDiamonds')}
            </Link>
            .
          </p>
        </section>
      </div>
    </InformationPage>
  );
}
