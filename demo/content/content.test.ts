import { describe, expect, it } from 'vitest';
import {
  type BlockSection,
  contentDocument,
  contentDocumentTypes,
  fixedPages,
  isSegmentationSection,
  siteLocales,
  walkSections,
} from '#api/contract/index.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { isDrawnImage } from '../images/drawn.ts';
import { articleTags, contentEntries, contentSites, legalLinks } from './index.ts';

const entries = contentEntries();
const parsed = entries.map((entry) => ({
  ...entry,
  document: contentDocument.parse(entry.document),
}));

describe('demo content', () => {
  it('holds twelve sites: both brands on every locale', () => {
    expect(contentSites).toHaveLength(12);
    for (const brand of ['ridgeline', 'tread'])
      for (const locale of siteLocales)
        expect(contentSites.some((site) => site.siteId === `${brand}-${locale}`)).toBe(true);
  });

  it('parses with the contract envelope', () => {
    expect(parsed.length).toBeGreaterThan(12 * 50);
  });

  it('gives every version a unique id and every section a unique id in its document', () => {
    const versionIds = entries.map((entry) => entry.versionId);
    expect(new Set(versionIds).size).toBe(versionIds.length);
    for (const { document } of parsed) {
      const ids: string[] = [];
      walkSections(document.sections, (section) => ids.push(section.id));
      expect(new Set(ids).size, document.id).toBe(ids.length);
    }
  });

  it.each(contentSites.map((site) => [site.siteId, site] as const))(
    '%s has every kind of document',
    (siteId) => {
      const mine = parsed
        .filter((entry) => entry.document.siteId === siteId)
        .map((entry) => entry.document);
      for (const type of contentDocumentTypes)
        expect(
          mine.some((doc) => doc.type === type),
          type,
        ).toBe(true);
      for (const page of fixedPages.filter((name) => name !== 'home'))
        expect(
          mine.some((doc) => doc.slug === page),
          page,
        ).toBe(true);
      const published = mine.filter(
        (doc) =>
          doc.type === 'article' &&
          doc.publication.status === 'published' &&
          doc.publication.start === null,
      );
      expect(published.length).toBeGreaterThanOrEqual(12);
      for (const article of published) expect(article.article?.tags.length).toBeGreaterThan(0);
    },
  );

  it('links the legal pages of spec §2 from every footer, and each link has a page', () => {
    const required = [
      'brand-terms',
      'loyalty-terms',
      'sale-terms',
      'sms-terms',
      'privacy',
      'help/contact-us',
      'help/returns/how-to-return',
      'policies/shipping-terms',
    ];
    for (const site of contentSites) {
      const footer = parsed.find(
        (entry) => entry.document.siteId === site.siteId && entry.document.type === 'footer',
      );
      const text = JSON.stringify(footer?.document);
      const slugs = new Set(
        parsed
          .filter((entry) => entry.document.siteId === site.siteId)
          .map((entry) => entry.document.slug),
      );
      for (const slug of required) {
        expect(text, `${site.siteId} ${slug}`).toContain(`"/${site.locale}/${slug}"`);
        expect(slugs.has(slug), `${site.siteId} page ${slug}`).toBe(true);
      }
      for (const link of legalLinks) expect(slugs.has(link.slug)).toBe(true);
    }
  });

  it('writes texts in the language of the site', () => {
    const footer = (siteId: string) =>
      JSON.stringify(
        parsed.find((entry) => entry.document.siteId === siteId && entry.document.type === 'footer')
          ?.document,
      );
    expect(footer('ridgeline-en-us')).toContain('Contact us');
    expect(footer('ridgeline-fr-ca')).toContain('Nous contacter');
    expect(footer('tread-de-de')).toContain('Kontakt');
    const promoBar = (siteId: string) =>
      JSON.stringify(
        parsed.find((entry) => entry.document.id === `${siteId}-fragment-promo-bar`)?.document,
      );
    expect(promoBar('tread-en-ca')).toContain('CAD\u00a0100');
    expect(promoBar('ridgeline-en-gb')).toContain('£60');
    expect(promoBar('ridgeline-de-de')).toContain('70\u00a0€');
  });

  it('builds a three-level mega menu from the catalogue with banners and visual selectors', () => {
    const menu = parsed.find(
      (entry) => entry.document.id === 'ridgeline-en-us-menu-menu',
    )?.document;
    const first = menu?.sections[0];
    expect(first?.component).toBe('MegaMenu');
    const props = first?.props as {
      columns: { title: string; children: { target: { url: string } }[] }[];
      menuBanner: unknown;
      visualSelectors: unknown[];
    };
    expect(props.columns.length).toBeGreaterThan(1);
    expect(props.columns[0]?.children[0]?.target.url).toMatch(/^\/en-us\/c\/[a-z0-9-]+-\d{4,10}$/);
    expect(props.menuBanner).not.toBeNull();
    expect(props.visualSelectors.length).toBeGreaterThan(0);
  });

  it('serves a newsletter and a guest-only registration pop-up with a delay', () => {
    const popups = parsed.find(
      (entry) => entry.document.id === 'tread-fr-fr-popups-popups',
    )?.document;
    const found: BlockSection[] = [];
    walkSections(popups?.sections ?? [], (section) => {
      if (section.component === 'PopUp') found.push(section as BlockSection);
    });
    expect(found.map((section) => section.name)).toEqual([
      'newsletter pop-up',
      'account registration pop-up',
    ]);
    for (const popup of found) expect(popup.props.delay).toBeGreaterThan(0);
    const segmentation = popups?.sections.find(isSegmentationSection);
    expect(segmentation?.props.segments[0]?.id).toBe('logged-out');
  });

  it('uses the image URL shape of CONTRIBUTING for every media URL', () => {
    const urls = JSON.stringify(entries).match(/"url":"[^"]*\.(png|jpg)"/g) ?? [];
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) expect(url).toMatch(/^"url":"\/api\/images\/upload\/[a-z0-9\-_./]+"$/);
    // Heroes, banners and collections show drawn landscapes, not cropped product shots.
    const landscapes = urls.filter((url) => url.includes('/upload/content/'));
    expect(landscapes.length).toBeGreaterThan(urls.length / 2);
    for (const url of landscapes) {
      expect(isDrawnImage(url.replace(/^"url":"\/api\/images\/upload\//, '').slice(0, -1))).toBe(
        true,
      );
    }
  });

  it('puts footwear on the home of Tread, the footwear brand', () => {
    const footwear = new Set(['boots', 'trailShoes', 'sandals']);
    const products = new Map(getCatalogue().products.map((product) => [product.id, product]));
    const homes = parsed.filter(
      (entry) => entry.document.siteId.startsWith('tread-') && entry.document.type === 'home',
    );
    expect(homes.length).toBe(6 * 3);
    for (const { document } of homes) {
      const blocks: BlockSection[] = [];
      walkSections(document.sections, (section) => {
        if ('props' in section && section.component !== 'Experience')
          blocks.push(section as BlockSection);
      });
      const props = (id: string) =>
        blocks.find((section) => section.id === id)?.props as Record<string, unknown> | undefined;
      // The hero leads to men's and women's footwear (1500, 2500), with a shoe in its picture.
      const hero = props('hero') as { targets: { url: string }[]; media: { url: string } };
      expect(
        hero.targets.map((link) => link.url.replace(/.*-/, '')),
        document.id,
      ).toEqual(['1500', '2500']);
      expect(hero.media.url).toMatch(/trd(bt|ts|sd)\d+/);
      // Category cards: footwear of both departments, and socks.
      const cards = props('categories') as { items: { target: { url: string } }[] };
      expect(cards.items.map((item) => item.target.url.replace(/.*-/, ''))).toEqual([
        '1500',
        '2500',
        '320030',
      ]);
      // The trending row: Tread's own footwear.
      const trending = props('trending') as { items: { target: { url: string } }[] };
      expect(trending.items.length).toBeGreaterThanOrEqual(3);
      for (const item of trending.items) {
        const product = products.get(item.target.url.replace(/.*-/, ''));
        expect(product?.brand, item.target.url).toBe('tread');
        expect(footwear.has(product?.productType ?? ''), item.target.url).toBe(true);
      }
    }
  });

  it('labels every article tag in each language', () => {
    for (const label of Object.values(articleTags)) {
      expect(label.en && label.fr && label.de).toBeTruthy();
    }
  });
});
