import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registered } from '#cms-blocks/block.ts';
import { lazyBlock, lazyBlockRegistry } from '#cms-blocks/lazyRegistry.ts';
import { Link } from '#components/Link/index.ts';
import { legalLinks, legalList } from './storeBlocks.css.ts';

/*
 * Blocks the CMS places that need a flow (the newsletter form) or that only the store shows
 * (the footer's legal links): cms-blocks may not import flows, so the store registers them
 * beside the kit's blocks.
 */

const newsletterSchema = z.object({
  heading: z.string().min(1).max(200),
  subheading: z.string().max(500).optional(),
  policyText: z.string().max(1000).optional(),
  source: z.string().max(60).optional(),
});

const legalSchema = z.object({
  links: z
    .array(z.object({ text: z.string().min(1).max(120), url: z.string().min(1).max(300) }))
    .max(20),
  copyright: z.string().max(300).optional(),
});

function LegalLinks({ links, copyright }: z.output<typeof legalSchema>) {
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

/** The kit's blocks and the store's own, for every page the store renders. */
export const storeBlocks = Object.freeze({
  ...lazyBlockRegistry,
  Newsletter: lazyBlock('Newsletter', newsletterSchema, () =>
    import('./NewsletterBlock.tsx').then(
      (m) => m.NewsletterBlock as unknown as ComponentType<Record<string, unknown>>,
    ),
  ),
  LegalLinks: registered({ name: 'LegalLinks', schema: legalSchema, Component: LegalLinks }),
});
