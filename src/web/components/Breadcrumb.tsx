import { Link, useLocation, useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/shop';
import { JsonLd } from './JsonLd';
import { t } from '../../domain/words/catalogue';

/** One step of a breadcrumb trail; the page the shopper is on has no `to`. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export interface BreadcrumbProps {
  /** The steps after Home, e.g. `[{ label: 'Rings', to: '/products/rings' }, { label: 'Women' }]`. Home is added. */
  trail: readonly BreadcrumbItem[];
  className?: string;
}

export const HOME_CRUMB: BreadcrumbItem = { label: t('components.breadcrumb.home'), to: '/' };

/** The trail with Home first (a trail that already starts at '/' is not given a second Home). */
export function withHome(trail: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return trail[0]?.to === '/' ? [...trail] : [HOME_CRUMB, ...trail];
}

/** schema.org BreadcrumbList of a trail; the last step without a link is the current page's URL. */
export function breadcrumbJsonLd(trail: readonly BreadcrumbItem[], origin: string, currentPath: string): object {
  const steps = withHome(trail);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.label,
      item: new URL(step.to ?? currentPath, origin || 'http://localhost').toString(),
    })),
  };
}

export { scriptSafeJson } from './JsonLd';

/**
 * The breadcrumb bar under the header (storefront §2 "Breadcrumb bar starts with Home"), with its BreadcrumbList
 * JSON-LD for search engines. Usage: `<Breadcrumb trail={[{ label: 'Privacy Policy' }]} />`.
 */
export function Breadcrumb({ trail, className }: BreadcrumbProps) {
  const root = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  const steps = withHome(trail);
  return (
    <nav aria-label={t('components.breadcrumb.breadcrumb')} className={`border-b border-pearl bg-ivory/60 ${className ?? ''}`}>
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-[0.7rem] tracking-[0.2em] text-stone uppercase sm:px-6">
        {steps.map((step, i) => {
          const last = i === steps.length - 1;
          return (
            <li key={`${i}-${step.label}`} className="flex min-w-0 items-center gap-x-2">
              {i > 0 && (
                <span aria-hidden="true" className="text-stone/50">
                  /
                </span>
              )}
              {step.to && !last ? (
                <Link to={step.to} className="transition-colors hover:text-ink">
                  {step.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-ink' : undefined}>
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail, root?.origin ?? '', pathname)} />
    </nav>
  );
}
