import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '#components/Dialog/index.ts';
import { Link } from '#components/Link/index.ts';
import { persistLocalePreference } from '#flows/LanguagePreference/languagePreference.ts';
import { localeInfo, type Region, type SiteLocale, siteLocales } from '#i18n/index.ts';
import { siteLabel } from '../fapi/locations.ts';
import { pathOnSite } from '../site/paths.ts';
import { countryList } from './shell.css.ts';

const regions: readonly Region[] = ['NA', 'EMEA'];

/** The country selector's dialog (CountrySelector.tsx): the brand's sites by region. */
export function CountryDialog({
  locale,
  isOpen,
  onOpenChange,
}: {
  locale: SiteLocale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('storefront');
  const { pathname, search } = useLocation();
  return (
    <Dialog title={t('sites.countryTitle')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {regions.map((region) => (
        <section key={region} aria-labelledby={`country-region-${region}`}>
          <h3 id={`country-region-${region}`}>{t(`sites.regions.${region}`)}</h3>
          <ul className={countryList}>
            {siteLocales
              .filter((site) => localeInfo[site].region === region)
              .map((site) => {
                const href = pathOnSite(pathname, search, site);
                return (
                  <li key={site} lang={localeInfo[site].tag}>
                    <Link
                      href={href}
                      aria-current={site === locale ? 'true' : undefined}
                      // The link goes there (the router's navigation); the choice is kept.
                      onPress={() => {
                        persistLocalePreference(site);
                        onOpenChange(false);
                      }}
                    >
                      {siteLabel(site)}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </Dialog>
  );
}
