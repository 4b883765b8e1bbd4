import { describe, expect, it } from 'vitest';
import type { RecommendedProduct } from '#api/contract/products.ts';
import { allServicePayloads } from '../Banner/test/serviceContent.ts';
import { recommendationSchema } from './Recommendation.schema.ts';
import { recommendationClick, recommendationLayout } from './recommendation.ts';

describe('recommendation layout (spec §9)', () => {
  it('loads one skeleton row of 1, 2 or 3 cards for 3-cards', () => {
    expect(recommendationLayout('3-cards')).toEqual({ rows: 1, perRow: { sm: 1, md: 2, lg: 3 } });
  });

  it('loads two skeleton rows of 2, 4 or 6 cards otherwise', () => {
    expect(recommendationLayout('carousel')).toEqual({ rows: 2, perRow: { sm: 2, md: 4, lg: 6 } });
  });
});

describe('recommendation click (spec §7)', () => {
  it('names the action and list of the spec and the clicked product', () => {
    const product: RecommendedProduct = {
      id: 'RDGJK1001',
      title: 'Nunatak Rain Jacket',
      url: '/en-us/p/nunatak-RDGJK1001',
      image: { src: '/api/images/upload/x.png', alt: '' },
      rating: { showScore: true, score: 4.2 },
      price: 239.95,
      originalPrice: null,
      currency: 'USD',
      recToken: 'token-1',
    };
    expect(recommendationClick(product, 2, 'home-trending')).toEqual({
      action: 'Click Recommendation',
      list: 'Product Recommendation Carousel',
      widgetId: 'home-trending',
      recToken: 'token-1',
      product: {
        id: 'RDGJK1001',
        name: 'Nunatak Rain Jacket',
        price: 239.95,
        currency: 'USD',
        position: 3,
      },
    });
  });
});

describe('recommendation schema', () => {
  it('parses every recommendation of the demo content documents', () => {
    const payloads = allServicePayloads('Recommendation');
    expect(payloads.length).toBeGreaterThan(12);
    for (const { where, props } of payloads) {
      const result = recommendationSchema.safeParse(props);
      expect(result.success, `${where}: ${result.error?.message}`).toBe(true);
    }
  });
});
