import { data } from 'react-router';
import { t } from '../../domain/words/catalogue';

/**
 * The catch-all route (`route('*', …)`, last in routes.ts): an address no page answers runs the root loader like any
 * page, then answers 404, so the root ErrorBoundary shows 'This page could not be found' inside the header and footer.
 */
export function loader(): never {
  throw data(t('pages.notFound.notFound'), { status: 404 });
}

export default function NotFound() {
  return null;
}
