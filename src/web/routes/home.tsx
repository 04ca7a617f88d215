import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export const HOME_TITLE = 'Best Jewellery Shop In Kuala Lumpur, Malaysia';

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: HOME_TITLE,
    description: 'Engagement rings, wedding rings and certified natural and lab-grown diamonds, crafted in Kuala Lumpur.',
    path: '/',
    origin: data?.origin ?? '',
    brandName: 'Kilau',
  });
}

export default function Home() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-24 text-center">
      <h1 className="text-5xl">Kilau</h1>
      <p className="mt-4 text-stone">Fine jewellery and certified diamonds, Kuala Lumpur.</p>
    </main>
  );
}
