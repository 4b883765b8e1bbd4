import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentSection } from '#api/contract/contentSections.ts';
import { CheckedMegaMenu } from '#cms-blocks/MegaMenu/MegaMenuFromDocument.tsx';
import { LazyHydrate } from '#cms-blocks/renderer/hydration.tsx';
import { Icon } from '#components/Icon/index.ts';
import { SkipLink } from '#components/SkipLink/index.ts';
import { brandNames } from '#design-tokens/index.ts';
import { EmployeeTermsPrompt } from '../account/EmployeeTermsPrompt.tsx';
import { CookieSettings } from '../analytics/CookieSettings.tsx';
import { MiniCartProvider } from '../cart/MiniCartProvider.tsx';
import { useExperienceTriggers } from '../experiments/recalculate.ts';
import type { Site } from '../site/site.ts';
import { AssociateBar } from './AssociateBar.tsx';
import { HashDialogs } from './HashDialogs.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import {
  checkoutBar,
  checkoutFooter,
  checkoutLinks,
  header,
  headerBar,
  headerSearch,
  logo,
  main,
  page,
  secure,
} from './shell.css.ts';
import { useStickyHeader } from './useStickyHeader.ts';

/** The menu and footer documents' sections, checked by the site loader (checkContent.ts). */
export interface ShellContent {
  menu: { sections: readonly ContentSection[] } | null;
  footer: { sections: readonly ContentSection[] } | null;
}

/**
 * The mega menu hydrates on the shopper's first move towards it (pointer, focus, touch):
 * its hundred-odd links and flyouts cost a phone's hydration a lot, and the server HTML
 * already works (links navigate; a press on the menu button is held and pressed again).
 */
function SiteMenu({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <LazyHydrate
      when="interaction"
      deps={[sections]}
      render={() => <CheckedMegaMenu sections={sections} />}
    />
  );
}

/** `checkout`: the frame of a shopper paying, with nothing to lead them away (issue 46). */
export type ShellVariant = 'store' | 'checkout';

/**
 * Every page's frame: skip link, header (brand home link, search, the mega menu from the
 * CMS), the main landmark the skip link moves to, and the footer from the CMS. At checkout
 * the header is the brand, "Secure checkout", help and the way back to the cart, and the
 * footer help and the cookie settings: no menu, search or newsletter to leave by.
 */
export function Shell({
  site,
  content,
  query,
  variant = 'store',
  children,
}: {
  site: Site;
  content: ShellContent | null;
  query?: string;
  variant?: ShellVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation('storefront');
  const brand = brandNames[site.brand];
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useStickyHeader(headerRef);
  // Sign-in and cart changes make the page's experiences decide again (spec §4).
  useExperienceTriggers();
  const home = (
    <Link to={`/${site.locale}`} className={logo} aria-label={t('brandHome', { brand })}>
      {brand}
    </Link>
  );
  if (variant === 'checkout') {
    const help = `/${site.locale}/help/contact-us`;
    return (
      <MiniCartProvider locale={site.locale}>
        <div className={page}>
          <SkipLink />
          <AssociateBar locale={site.locale} />
          <header ref={headerRef} className={header} data-hidden={hidden}>
            <div className={checkoutBar}>
              {home}
              <p className={secure}>
                <Icon name="lock" size="small" />
                {t('checkoutPage.secure')}
              </p>
              <nav aria-label={t('checkoutPage.headerLinks')} className={checkoutLinks}>
                <Link to={help}>{t('checkoutPage.help')}</Link>
                <Link to={`/${site.locale}/cart`}>{t('checkoutPage.backToCart')}</Link>
              </nav>
            </div>
          </header>
          <main id="main" className={main}>
            {children}
          </main>
          <footer className={checkoutFooter}>
            <Link to={help}>{t('checkoutPage.questions')}</Link>
            <CookieSettings />
          </footer>
          <HashDialogs />
        </div>
      </MiniCartProvider>
    );
  }
  return (
    <MiniCartProvider locale={site.locale}>
      <div className={page}>
        <SkipLink />
        <AssociateBar locale={site.locale} />
        <header ref={headerRef} className={header} data-hidden={hidden}>
          <div className={headerBar}>
            {home}
            <SearchForm locale={site.locale} defaultValue={query} className={headerSearch} />
            <HeaderActions locale={site.locale} />
          </div>
          {content?.menu ? <SiteMenu sections={content.menu.sections} /> : null}
        </header>
        <main id="main" className={main}>
          {children}
        </main>
        <SiteFooter sections={content?.footer?.sections} locale={site.locale} />
        <EmployeeTermsPrompt />
        <HashDialogs />
      </div>
    </MiniCartProvider>
  );
}
