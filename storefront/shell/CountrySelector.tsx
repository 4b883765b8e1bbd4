import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Link } from '#components/Link/index.ts';
import { persistLocalePreference } from '#flows/LanguagePreference/languagePreference.ts';
import { localeInfo, type Region, type SiteLocale, siteLocales } from '#i18n/index.ts';
import { siteLabel } from '../fapi/locations.ts';
import { pathOnSite } from '../site/paths.ts';
import { countryList } from './shell.css.ts';

const regions: readonly Region[] = ['NA', 'EMEA'];

/** The country's name in the site's own language ("United States", "Deutschland"). */
function countryName(locale: SiteLocale): string {
  const { tag, country } = localeInfo[locale];
  return new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
}

/**
 * The footer's country selector (every site, one language or several): the brand's regional
 * sites by region, each in its own language ("Deutschland (Deutsch)"), leading to the same
 * page there. The choice is kept (cookie `cairn_locale`, which also sends `/` there); the
 * cart follows the shopper to the new site's currency (the service moves it).
 */
export function CountrySelector({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="plain" icon="flag" onPress={() => setOpen(true)}>
        {t('sites.country', { country: countryName(locale) })}
      </Button>
      <Dialog title={t('sites.countryTitle')} isOpen={open} onOpenChange={setOpen}>
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
                          setOpen(false);
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
    </>
  );
}
