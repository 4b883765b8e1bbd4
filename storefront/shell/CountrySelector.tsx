import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/index.ts';

/** The list of sites and its dialog: fetched on the first press (the shell ships no Dialog). */
const CountryDialog = lazy(() =>
  import('./CountryDialog.tsx').then((m) => ({ default: m.CountryDialog })),
);

/** The country's name in the site's own language ("United States", "Deutschland"). */
function countryName(locale: SiteLocale): string {
  const { tag, country } = localeInfo[locale];
  return new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
}

/**
 * The footer's country selector (every site, one language or several): the brand's regional
 * sites by region, each in its own language ("Deutschland (Deutsch)"), leading to the same
 * page there (CountryDialog.tsx). The choice is kept (cookie `cairn_locale`, which also
 * sends `/` there); the cart follows the shopper to the new site's currency (the service
 * moves it).
 */
export function CountrySelector({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        tone="plain"
        icon="flag"
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('sites.country', { country: countryName(locale) })}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CountryDialog locale={locale} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
