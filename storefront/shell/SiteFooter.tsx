import type { ContentSection } from '#api/contract/contentSections.ts';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import type { SiteLocale } from '#i18n/index.ts';
import { CookieSettings } from '../analytics/CookieSettings.tsx';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { SitePreferences } from './SitePreferences.tsx';
import { footer, footerContent } from './shell.css.ts';
import { TextAlerts } from './TextAlerts.tsx';

/**
 * The page's footer: the site's footer document (newsletter, link lists, social links, legal
 * links) from the CMS, then the language choice, text alerts where the site offers them and,
 * where consent is asked, its settings.
 */
export function SiteFooter({
  sections,
  locale,
}: {
  sections: readonly ContentSection[] | undefined;
  locale: SiteLocale;
}) {
  return (
    <footer className={footer}>
      {sections ? (
        <div className={footerContent}>
          <CheckedPageRenderer sections={sections} blocks={storeBlocks} />
        </div>
      ) : null}
      <SitePreferences locale={locale} />
      <TextAlerts locale={locale} />
      <CookieSettings />
    </footer>
  );
}
