import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#components/Button/index.ts';
import {
  languageName,
  persistLocalePreference,
  readLocalePreference,
  siteLanguages,
} from '#flows/LanguagePreference/languagePreference.ts';
import { localeInfo, type SiteLocale } from '#i18n/index.ts';
import { useConsentBannerShown } from '../analytics/Analytics.tsx';
import { pathOnSite } from '../site/paths.ts';
import { bestLocale } from '../site/site.ts';
import { CountrySelector } from './CountrySelector.tsx';
import { contained, preferences } from './shell.css.ts';

/** The language flow's code is fetched when the visitor first opens it. */
const LanguagePreference = lazy(() =>
  import('#flows/LanguagePreference/index.ts').then((m) => ({ default: m.LanguagePreference })),
);

/** The location question's dialog: fetched when it is asked. */
const LocationDialog = lazy(() =>
  import('./LocationDialog.tsx').then((m) => ({ default: m.LocationDialog })),
);

/** Once per visit: the location dialog is not offered again after an answer. */
const LOCATION_ANSWERED = 'cairn_location_answered';

/**
 * The site the visitor's browser languages point to when its country differs from this
 * site's (en-us visited from a de-DE browser → de-de); undefined when it matches, when the
 * visitor chose a language before, or already answered.
 */
function suggestedSite(current: SiteLocale): SiteLocale | undefined {
  if (readLocalePreference(document.cookie)) return undefined;
  if (sessionStorage.getItem(LOCATION_ANSWERED)) return undefined;
  const preferred = bestLocale(navigator.languages.join(','));
  const region = navigator.languages
    .map((language) => language.split('-')[1]?.toUpperCase())
    .find(Boolean);
  if (!region || region === localeInfo[current].country) return undefined;
  if (localeInfo[preferred].country !== region) return undefined;
  return preferred;
}

/**
 * The footer's language choice (the site's languages: en-ca and fr-ca …) and the location
 * confirmation dialog: when the visitor's browser says another country than the site's,
 * offer the matching site once. Both keep the choice (cookie `cairn_locale`, which also
 * sends `/` there).
 */
export function SitePreferences({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [languageOpened, setLanguageOpened] = useState(false);
  const [suggestion, setSuggestion] = useState<SiteLocale>();
  useEffect(() => setSuggestion(suggestedSite(locale)), [locale]);
  // The consent banner first (EMEA): a modal dialog would leave it inert under it, and on a
  // phone the banner hid the dialog's buttons. The question comes once it is answered.
  const bannerShown = useConsentBannerShown();
  const languages = siteLanguages(locale);
  const go = (target: SiteLocale) => void navigate(pathOnSite(pathname, search, target));
  const answer = (target: SiteLocale | undefined) => {
    sessionStorage.setItem(LOCATION_ANSWERED, '1');
    setSuggestion(undefined);
    if (!target) return;
    persistLocalePreference(target);
    go(target);
  };
  return (
    <div className={`${contained} ${preferences}`}>
      <CountrySelector locale={locale} />
      {languages.length > 1 ? (
        <>
          <Button
            tone="plain"
            icon="location"
            onPress={() => {
              setLanguageOpened(true);
              setChoosingLanguage(true);
            }}
          >
            {t('sites.language', { language: languageName(locale) })}
          </Button>
          {languageOpened ? (
            <Suspense fallback={null}>
              <LanguagePreference
                mode="dialog"
                isOpen={choosingLanguage}
                onOpenChange={setChoosingLanguage}
                onLocaleChange={go}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {suggestion && bannerShown === false ? (
        <Suspense fallback={null}>
          <LocationDialog locale={locale} suggestion={suggestion} onAnswer={answer} />
        </Suspense>
      ) : null}
    </div>
  );
}
