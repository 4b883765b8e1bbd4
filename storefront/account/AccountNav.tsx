import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#components/Link/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import * as styles from './account.css.ts';

/** The account's own pages (favorites and cart are the store's, linked beside them). */
export type AccountSection = 'overview' | 'orders' | 'addresses' | 'paymentMethods';

export interface AccountNavProps {
  locale: SiteLocale;
  /** The section the page belongs to. */
  current: AccountSection;
  /**
   * The page is below the section (an order of the orders): its link is marked as the
   * current section (`aria-current="true"`) rather than the current page.
   * @default false
   */
  below?: boolean;
}

/** The account's navigation: overview, orders, addresses, payment methods, favorites, cart. */
export function AccountNav({ locale, current, below = false }: AccountNavProps) {
  const { t } = useTranslation('storefront');
  const links: { section: AccountSection | null; href: string; text: string }[] = [
    { section: 'overview', href: `/${locale}/account`, text: t('accountPage.overview') },
    { section: 'orders', href: `/${locale}/account/orders`, text: t('accountPage.orders') },
    {
      section: 'addresses',
      href: `/${locale}/account/addresses`,
      text: t('accountPage.addresses'),
    },
    {
      section: 'paymentMethods',
      href: `/${locale}/account/payment-methods`,
      text: t('accountPage.paymentMethods'),
    },
    { section: null, href: `/${locale}/favorites`, text: t('favoritesPage.title') },
    { section: null, href: `/${locale}/cart`, text: t('cart.title') },
  ];
  return (
    <nav aria-label={t('accountPage.navigation')} className={styles.nav}>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              variant="standalone"
              aria-current={link.section === current ? (below ? 'true' : 'page') : undefined}
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The account's navigation beside the page's content (stacked below md). */
export function AccountLayout({ children, ...nav }: AccountNavProps & { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <AccountNav {...nav} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
