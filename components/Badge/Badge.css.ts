import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { eyebrow as eyebrowType } from '#design-tokens/typography.css.ts';

export const badgeTones = ['sale', 'new', 'neutral', 'brand', 'info'] as const;
export const eyebrowTones = ['neutral', 'brand', 'inherit'] as const;

export const badge = recipe({
  base: [
    eyebrowType,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xsmall,
      paddingBlock: vars.space.xxsmall,
      paddingInline: vars.space.small,
      borderRadius: vars.radius.small,
      // A label longer than its room (French "Meilleure vente" on a phone's two-column
      // card) goes on a second line rather than losing its end: a flex box cuts its text
      // without the ellipsis `text-overflow` promises.
      maxWidth: '100%',
      overflowWrap: 'anywhere',
    },
  ],
  variants: {
    tone: {
      sale: {
        background: vars.color.background.critical,
        color: vars.color.foreground.neutralInverted,
      },
      new: {
        background: vars.color.background.positive,
        color: vars.color.foreground.neutralInverted,
      },
      neutral: {
        background: vars.color.background.neutralSoft,
        color: vars.color.foreground.neutral,
      },
      brand: {
        background: vars.color.background.brandAccent,
        color: vars.color.foreground.onBrandAccent,
      },
      info: {
        background: vars.color.background.infoSoft,
        color: vars.color.foreground.info,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const eyebrow = recipe({
  base: [eyebrowType, { display: 'block' }],
  variants: {
    tone: {
      neutral: { color: vars.color.foreground.neutralSoft },
      brand: { color: vars.color.foreground.brandAccent },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
