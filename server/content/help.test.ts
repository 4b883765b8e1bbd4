import { beforeEach, describe, expect, it } from 'vitest';
import { getAugmentedPage, getChildren } from '#api/contract/content.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';

const server = setupTestServer({ seed: seeders.filter((seeder) => seeder.name === 'content') });
beforeEach(() => server().clock.set(new Date('2026-11-21T12:00:00.000Z')));

const live = (siteId: string) => ({ mode: 'live', siteId });

/** The help and policy pages spec §2 links to, as the storefront reaches them. */
const linkedPages = [
  'help/contact-us',
  'help/returns/how-to-return',
  'policies/shipping-terms',
  'brand-terms',
  'loyalty-terms',
  'sale-terms',
  'sms-terms',
  'associate-discount-terms',
  'privacy',
  'xplr-pass',
  'help',
];

describe('help pages and their children navigation', () => {
  it.each(['ridgeline-en-us', 'tread-fr-ca', 'ridgeline-de-de'])(
    'serves every page spec §2 links to on %s',
    async (siteId) => {
      const agent = server().agent();
      for (const page of linkedPages) {
        const result = await agent.send(getAugmentedPage, { params: { ...live(siteId), page } });
        expect(result.status, page).toBe(200);
        expect(result.body.sections.length, page).toBeGreaterThan(0);
      }
    },
  );

  it('lists the help topics, in the site’s language', async () => {
    const result = await server()
      .agent()
      .send(getChildren, { params: { ...live('tread-de-de'), parentPageSlug: 'help' } });
    expect(result.status).toBe(200);
    expect(result.body.children.map((child) => [child.slug, child.path])).toEqual(
      expect.arrayContaining([
        ['help/contact-us', '/de-de/help/contact-us'],
        ['help/returns', '/de-de/help/returns'],
      ]),
    );
    expect(result.body.children.find((child) => child.slug === 'help/returns')?.name).toBe(
      'Rücksendungen',
    );
  });

  it('answers a nested parent slug (help/returns), its slash sent encoded', async () => {
    const agent = server().agent();
    const result = await agent.send(getChildren, {
      params: { ...live('ridgeline-en-gb'), parentPageSlug: 'help/returns' },
    });
    expect(result.status).toBe(200);
    expect(result.body.parentSlug).toBe('help/returns');
    expect(result.body.children.map((child) => child.slug)).toEqual(['help/returns/how-to-return']);
    const leaf = await agent.send(getChildren, {
      params: { ...live('ridgeline-en-gb'), parentPageSlug: 'help/returns/how-to-return' },
    });
    expect(leaf.status).toBe(200);
    expect(leaf.body.numFound).toBe(0);
    const unknown = await agent.send(getChildren, {
      params: { ...live('ridgeline-en-gb'), parentPageSlug: 'help/nowhere' },
    });
    expect(errorIdOf(unknown)).toBe('API404');
  });

  it('puts every legal page under the policies hub, with its clauses', async () => {
    const agent = server().agent();
    const policies = await agent.send(getChildren, {
      params: { ...live('ridgeline-fr-fr'), parentPageSlug: 'policies' },
    });
    expect(policies.body.children.map((child) => child.slug).sort()).toEqual([
      'associate-discount-terms',
      'brand-terms',
      'loyalty-terms',
      'policies/shipping-terms',
      'privacy',
      'sale-terms',
      'sms-terms',
    ]);
    const privacy = await agent.send(getAugmentedPage, {
      params: { ...live('ridgeline-fr-fr'), page: 'privacy' },
    });
    expect(privacy.body.breadcrumbs.map((crumb) => crumb.name)).toEqual([
      'Ridgeline',
      'Politiques',
      'Politique de confidentialité',
    ]);
    expect(privacy.body.sections.map((section) => section.component)).toEqual([
      'Banner',
      'RichText',
      'Accordion',
    ]);
  });
});
