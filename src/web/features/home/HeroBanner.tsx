import { Link } from 'react-router';
import type { Banner } from '../../../domain/contract/content';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { Carousel } from '../../components/Carousel';
import { buttonClass, eyebrowClass, quietButtonClass } from '../../components/ui';
import { ArtPicture } from './ArtPicture';
import { HOME_SLIDES_PER_VIEW } from './layout';
import { t } from '../../../domain/words/catalogue';

/** The seeded banner pictures' sizes (every banner is drawn at the same two sizes). */
const DESKTOP = SITE_IMAGES.banners[0].desktop;
const MOBILE = SITE_IMAGES.banners[0].mobile;
const BANNER_DELAY_MS = 6000;

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const Title = first ? 'h1' : 'h2';
  return (
    <div className="relative">
      <ArtPicture
        desktop={{ src: banner.desktopimg, width: DESKTOP.width, height: DESKTOP.height }}
        mobile={{ src: banner.mobileimg, width: MOBILE.width, height: MOBILE.height }}
        alt=""
        // the later slides load once the page has loaded (at low priority), so they are ready when the banner turns
        priority={first ? 'high' : 'soon'}
        className="aspect-[4/5] sm:aspect-square md:aspect-[12/5]"
      />
      {/*
        Over the calm top (phone) or left (desktop) of the picture, inside BANNER_TEXT_AREA, which the art keeps clear
        of: the top third on a phone, the left 57% (52% from 1024 px) on a desktop.
      */}
      <div
        data-banner-text=""
        className="absolute inset-x-0 top-0 px-6 pt-7 text-center sm:pt-9 md:inset-y-0 md:right-auto md:flex md:w-[57%] md:flex-col md:justify-center md:pt-0 md:pl-[7vw] md:text-left lg:w-[52%]"
      >
        <p className={eyebrowClass}>{t('home.heroBanner.kilauFineJewelleryKuala')}</p>
        <Title className="mt-3 text-[2.25rem] leading-[1.05] sm:text-5xl md:mt-4 md:text-5xl lg:text-6xl xl:text-7xl">{banner.title}</Title>
        {banner.subtitle && (
          <p className="mx-auto mt-4 hidden max-w-md text-[0.95rem] leading-relaxed text-stone md:mx-0 lg:block lg:text-base">
            {banner.subtitle}
          </p>
        )}
        <div className="mt-7 hidden flex-wrap gap-3 md:flex lg:mt-9">
          {banner.actions.map((action, i) => (
            <Link
              key={action.url}
              to={action.url}
              className={`whitespace-nowrap ${i === 0 ? buttonClass : `${quietButtonClass} bg-white/60`}`}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
      {/* On a phone the calls to action sit under the picture, clear of the ring. */}
      <div className="flex flex-col gap-3 px-6 pt-6 sm:flex-row sm:[&>*]:flex-1 md:hidden">
        {banner.actions.map((action, i) => (
          <Link key={action.url} to={action.url} className={i === 0 ? buttonClass : quietButtonClass}>
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** Section 1: the rotating seasonal banner with its two calls to action. */
export function HeroBanner({ banners }: { banners: Banner[] }) {
  return (
    <section data-home-section="banner">
      <Carousel
        label={t('home.heroBanner.seasonalCollections')}
        slidesPerView={HOME_SLIDES_PER_VIEW.banner}
        autoplay={{ delay: BANNER_DELAY_MS }}
        arrows="inside"
        gap="0px"
        slides={banners.map((banner, i) => (
          <BannerSlide key={banner.title} banner={banner} first={i === 0} />
        ))}
      />
    </section>
  );
}
