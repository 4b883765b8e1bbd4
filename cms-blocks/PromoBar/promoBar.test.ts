import { setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';

// Authored colours resolve to theme variables; outside the bundler plugin vanilla-extract
// needs a file scope to name them.
setFileScope('cms-blocks/PromoBar/promoBar.test.ts');
const { promoBarSchema } = await import('./PromoBar.schema.ts');
const { closedKey, visibleMessages } = await import('./promoBar.ts');

const bar = (messages: object[], maxMessages = 3) =>
  promoBarSchema.parse({ messages, maxMessages });

describe('visibleMessages', () => {
  it('drops messages with nothing to show', () => {
    const { messages, maxMessages } = bar([
      { richText: '<p>Free shipping</p>' },
      { richText: '<p> </p>' },
      { richText: '' },
      { richText: '<script>alert(1)</script>' },
      { richText: '', targets: [{ text: 'Join', url: '/en-us/xplr-pass' }] },
    ]);
    expect(visibleMessages(messages, maxMessages).map((m) => m.richText)).toEqual([
      '<p>Free shipping</p>',
      '',
    ]);
  });

  it('keeps at most the configured maximum, in order', () => {
    const { messages } = bar(
      ['a', 'b', 'c', 'd'].map((text) => ({ richText: `<p>${text}</p>` })),
      2,
    );
    expect(visibleMessages(messages, 2).map((m) => m.richText)).toEqual(['<p>a</p>', '<p>b</p>']);
  });

  it('fills authored colours with the promo defaults', () => {
    const [message] = bar([{ richText: 'x' }]).messages;
    expect(message).toMatchObject({
      textColor: 'neutralInverted',
      hoverLinkColor: 'neutralInverted',
      background: 'promo',
      clickable: false,
    });
  });

  it('refuses a script URL in a target and an unknown colour', () => {
    expect(
      promoBarSchema.safeParse({
        messages: [{ richText: 'x', targets: [{ text: 'x', url: 'javascript:alert(1)' }] }],
      }).success,
    ).toBe(false);
    expect(
      promoBarSchema.safeParse({ messages: [{ richText: 'x', textColor: 'red' }] }).success,
    ).toBe(false);
    expect(
      promoBarSchema.safeParse({ messages: [{ richText: 'x', textColor: '#ffcc00' }] }).success,
    ).toBe(true);
  });

  it('keys the closed flag by section', () => {
    expect(closedKey('promo-bar')).toBe('cairn:promo-bar-closed:promo-bar');
  });
});
