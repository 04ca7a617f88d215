import { Link } from 'react-router';
import type { PromoBanner } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { eyebrowClass } from '../../components/ui';
import { ArtPicture } from './ArtPicture';
import { containerClass, sectionSpaceClass, tileLinkClass } from './layout';
import { t } from '../../../domain/words/catalogue';

const { desktop: DESKTOP, mobile: MOBILE } = SITE_IMAGES.proposeNow;

/** Section 6: the 'Propose Now Choose Later' banner; the whole banner is its link. */
export function ProposeBanner({ banner }: { banner: PromoBanner }) {
  return (
    <section data-home-section="propose-now" aria-labelledby="propose-now-heading" className={sectionSpaceClass}>
      <div className={containerClass}>
        <Link to={banner.url} className="group relative block overflow-hidden bg-pearl">
          <span className="block overflow-hidden">
            <ArtPicture
              desktop={{ src: banner.desktopimg, width: DESKTOP.width, height: DESKTOP.height }}
              mobile={{ src: banner.mobileimg, width: MOBILE.width, height: MOBILE.height }}
              alt=""
              sizes="(width < 1280px) 100vw, 1216px"
              className="aspect-[5/4] object-bottom transition-transform duration-700 ease-out group-hover:scale-[1.02] md:aspect-[16/5] md:object-center"
            />
          </span>
          {/* Under the picture up to 1024 px; over its calm left side from there on. */}
          <div className="flex flex-col px-6 pt-8 pb-10 text-center lg:absolute lg:inset-y-0 lg:left-0 lg:w-1/2 lg:justify-center lg:p-0 lg:pl-20 lg:text-left">
            <span className={`${eyebrowClass} block`}>{t('home.proposeBanner.theProposalRing')}</span>
            <h2 id="propose-now-heading" className="mt-3 text-[2.1rem] leading-tight lg:text-5xl">
              {banner.title}
            </h2>
            {banner.subtitle && (
              <span className="mx-auto mt-4 block max-w-sm text-sm leading-relaxed text-stone md:max-w-md lg:mx-0 lg:text-[0.95rem]">
                {banner.subtitle}
              </span>
            )}
            <span className={`${tileLinkClass} mt-6 self-center lg:self-start`}>{banner.linklabel}</span>
          </div>
        </Link>
      </div>
    </section>
  );
}
