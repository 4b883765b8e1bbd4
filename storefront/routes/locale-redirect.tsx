import { redirect } from 'react-router';
import { readLocalePreference } from '#flows/LanguagePreference/languagePreference.ts';
import { bestLocale } from '../site/site.ts';
import type { Route } from './+types/locale-redirect';

/** `/` → the site locale the visitor chose before, else the best for Accept-Language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The language the visitor chose before (cookie), else their browser's.
  const locale =
    readLocalePreference(request.headers.get('cookie')) ??
    bestLocale(request.headers.get('accept-language'));
  throw redirect(`/${locale}${url.search}`, {
    status: 302,
    headers: { Vary: 'Accept-Language, Cookie', 'Cache-Control': 'no-store' },
  });
}

export default function LocaleRedirect() {
  return null;
}
