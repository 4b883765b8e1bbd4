import { describe, expect, it } from 'vitest';
import { bannerSchema } from './Banner.schema.ts';
import { allServicePayloads } from './test/serviceContent.ts';

describe('banner schema', () => {
  it('parses every banner of the demo content documents', () => {
    const payloads = allServicePayloads('Banner');
    expect(payloads.length).toBeGreaterThan(12);
    for (const { where, props } of payloads) {
      const result = bannerSchema.safeParse(props);
      expect(result.success, `${where}: ${result.error?.message}`).toBe(true);
    }
  });

  it('fills the defaults of a minimal payload', () => {
    expect(bannerSchema.parse({ title: 'Hello' })).toMatchObject({
      variant: 'image',
      linkType: 'CTA',
      gradient: 'off',
      tone: 'light',
      alignment: 'left',
      splitWidth: 50,
      targets: [],
      media: null,
      hideTitle: false,
      titleH1: false,
    });
  });

  it('refuses unsafe links and unknown variants', () => {
    expect(
      bannerSchema.safeParse({
        targets: [{ text: 'Go', url: 'javascript:alert(1)', style: 'primary' }],
      }).success,
    ).toBe(false);
    expect(bannerSchema.safeParse({ variant: 'carousel' }).success).toBe(false);
    expect(bannerSchema.safeParse({ splitWidth: 70 }).success).toBe(false);
  });
});
