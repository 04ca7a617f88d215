import type { HomeContent } from '../../domain/contract/content';
import { Picture } from '../components/Picture';
import { loadFromApi } from '../lib/api.server';
import { pageMeta } from '../lib/seo';
import { rootDataOf } from '../lib/shop';
import type { Route } from './+types/home';

export const HOME_TITLE = 'Best Jewellery Shop In Kuala Lumpur, Malaysia';

export async function loader({ context }: Route.LoaderArgs) {
  const { home } = await loadFromApi<{ home: HomeContent }>(context, '/api/content/home');
  return { home };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    title: HOME_TITLE,
    description:
      'Engagement rings, wedding rings and certified natural and lab-grown diamonds, designed and crafted in Kuala Lumpur. Free shipping and free 30-day returns.',
    keywords: 'engagement ring Malaysia, wedding ring Kuala Lumpur, lab grown diamond, GIA diamond, jewellery shop KL',
    path: '/',
    origin: root?.origin ?? '',
    brandName: root?.settings.brandName ?? '',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  const banner = home.banners[0];
  return (
    <main>
      <section className="relative">
        <picture>
          <source media="(max-width: 767px)" srcSet={`${banner.mobileimg}?w=480 480w, ${banner.mobileimg}?w=800 800w`} sizes="100vw" />
          <Picture src={banner.desktopimg} alt="" width={1920} height={800} sizes="100vw" priority className="aspect-[4/5] w-full object-cover md:aspect-[12/5]" />
        </picture>
        <div className="md:absolute md:inset-0 md:flex md:items-center">
          <div className="px-6 py-8 text-center md:ml-[8vw] md:max-w-lg md:bg-white/80 md:px-10 md:py-10 md:text-left md:backdrop-blur-sm">
            <h1 className="text-4xl leading-tight md:text-5xl">{banner.title}</h1>
            {banner.subtitle && <p className="mt-4 text-stone">{banner.subtitle}</p>}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-6 pt-20" aria-labelledby="shapes-heading">
        <h2 id="shapes-heading" className="text-center text-4xl">
          Shop Diamonds by Shape
        </h2>
        <ul className="mt-10 grid grid-cols-5 gap-x-4 gap-y-8 md:grid-cols-10">
          {home.shapes.map((shape) => (
            <li key={shape.label} className="flex flex-col items-center text-center">
              <Picture src={shape.img} alt="" width={320} height={320} sizes="(max-width: 767px) 20vw, 10vw" className="aspect-square w-full max-w-24" />
              <span className="mt-3 text-sm tracking-wide">{shape.label}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
