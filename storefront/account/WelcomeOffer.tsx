import { useTranslation } from 'react-i18next';
import { useWelcomePromo } from '#flows/Welcome/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import * as styles from './account.css.ts';

/**
 * A new member's welcome code on the account's loyalty card, while it can be used (the
 * service answers none once an order used it or its 30 days are over). Nothing when it
 * fails to load: the card still shows the points.
 */
export function WelcomeOffer({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('flows');
  const { t: page } = useTranslation('storefront');
  const offer = useWelcomePromo(true).data?.promo;
  if (!offer) return null;
  const { tag } = localeInfo[locale];
  return (
    <div className={styles.offer}>
      <p className={styles.soft}>{t('welcome.promoLabel', { description: offer.description })}</p>
      <p className={styles.code}>
        <span>{page('accountPage.welcomeCode')} </span>
        <strong>{offer.code}</strong>
      </p>
      {offer.expiresAt ? (
        <p className={styles.soft}>
          {t('welcome.promoExpires', {
            date: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(
              new Date(offer.expiresAt),
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}
