import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registered } from '#cms-blocks/block.ts';
import { blockRegistry } from '#cms-blocks/registry.ts';
import { Link } from '#components/Link/index.ts';
import { Newsletter } from '#flows/Newsletter/index.ts';
import { policyParts } from './policyParts.ts';
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

function NewsletterBlock({ heading, subheading, policyText }: z.output<typeof newsletterSchema>) {
  return <Newsletter heading={heading} subheading={subheading} {...policyParts(policyText)} />;
}

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
  ...blockRegistry,
  Newsletter: registered({
    name: 'Newsletter',
    schema: newsletterSchema,
    Component: NewsletterBlock,
  }),
  LegalLinks: registered({ name: 'LegalLinks', schema: legalSchema, Component: LegalLinks }),
});
