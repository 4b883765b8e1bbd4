import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockView } from '#cms-blocks/block.ts';
import { lazyBlockView, lazyBlockViews } from '#cms-blocks/lazyViews.ts';
import { Link } from '#components/Link/index.ts';
import { legalLinks, legalList } from './storeBlocks.css.ts';
import type { LegalLinksProps } from './storeBlocks.schema.ts';

/*
 * Blocks the CMS places that need a flow (the newsletter form, the event sign-up) or that only the store shows
 * (the footer's legal links): cms-blocks may not import flows, so the store registers them
 * beside the kit's blocks. Their schemas are in storeBlocks.schema.ts, checked on the server
 * with the kit's (checkContent.ts).
 */

function LegalLinks({ links, copyright }: LegalLinksProps) {
  const { t } = useTranslation('storefront');
  return (
    <nav aria-label={t('legal')} className={legalLinks}>
      <ul className={legalList}>
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url}>{link.text}</Link>
          </li>
        ))}
      </ul>
      {copyright ? <p>{copyright}</p> : null}
    </nav>
  );
}

/** The components of the kit's blocks and the store's own, for every page the store renders. */
export const storeBlocks: Readonly<Record<string, BlockView>> = Object.freeze({
  ...lazyBlockViews,
  Newsletter: lazyBlockView('Newsletter', () =>
    import('./NewsletterBlock.tsx').then(
      (m) => m.NewsletterBlock as unknown as ComponentType<Record<string, unknown>>,
    ),
  ),
  EventSignUp: lazyBlockView('EventSignUp', () =>
    import('./EventSignUpBlock.tsx').then(
      (m) => m.EventSignUpBlock as unknown as ComponentType<Record<string, unknown>>,
    ),
  ),
  LegalLinks: {
    name: 'LegalLinks',
    Component: LegalLinks as unknown as ComponentType<Record<string, unknown>>,
  },
});
