import { redirect } from 'react-router';
import { bestLocale } from '../site/site.ts';
import type { Route } from './+types/locale-redirect';

/** `/` → the site locale that best matches the visitor's Accept-Language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = bestLocale(request.headers.get('accept-language'));
  throw redirect(`/${locale}${url.search}`, {
    status: 302,
    headers: { Vary: 'Accept-Language', 'Cache-Control': 'no-store' },
  });
}

export default function LocaleRedirect() {
  return null;
}
