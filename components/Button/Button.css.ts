import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const buttonTones = [
  'primary',
  'secondary',
  'tertiary',
  'plain',
  'critical',
  'inverted',
] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.action,
    border: `${vars.borderWidth.strong} solid transparent`,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    letterSpacing: vars.font.letterSpacing.button,
    textTransform: vars.font.textTransform.button,
    textDecoration: 'none',
    // As wide as its label on one line, never wider than its container: a label longer
    // than the room it has (a French or German one on a phone) goes on more lines rather
    // than past the screen's edge. Not shrunk by its neighbours in a row below its label's
    // width (which a label kept on one line used to ensure).
    maxWidth: '100%',
    flexShrink: 0,
    textAlign: 'center',
    // Between words only, whatever its container lets its own text do (a table cell that
    // breaks long ids anywhere).
    overflowWrap: 'normal',
    wordBreak: 'normal',
    cursor: 'pointer',
    userSelect: 'none',
    transition,
    outline: 'none',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '&[data-focus-visible]': {
        ...focusOutline,
      },
      // Grey fill, soft label, no border: reads as unavailable next to any live tone.
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.background.disabled,
        borderColor: vars.color.background.disabled,
        color: vars.color.foreground.neutralSoft,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.background.brandAccent,
        color: vars.color.foreground.onBrandAccent,
        selectors: {
          '&[data-hovered]': { background: vars.color.background.brandAccentHover },
          '&[data-pressed]': { background: vars.color.background.brandAccentActive },
        },
      },
      // Transparent, so it sits on the page, a raised dialog or a soft band alike.
      secondary: {
        background: 'transparent',
        color: vars.color.foreground.neutral,
        borderColor: vars.color.border.neutralStrong,
        selectors: {
          '&[data-hovered]': {
            background: vars.color.background.neutralSoft,
            borderColor: vars.color.border.fieldHover,
          },
          '&[data-pressed]': { background: vars.color.background.neutralHover },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.foreground.link,
        selectors: {
          '&[data-hovered]': {
            background: vars.color.background.neutralSoft,
            color: vars.color.foreground.linkHover,
          },
          '&[data-pressed]': { background: vars.color.background.neutralHover },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
      /** A quiet neutral action: close buttons, icon buttons in toolbars and panels. */
      plain: {
        background: 'transparent',
        color: vars.color.foreground.neutral,
        selectors: {
          '&[data-hovered]': { background: vars.color.background.neutralSoft },
          '&[data-pressed]': { background: vars.color.background.neutralHover },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
      critical: {
        background: vars.color.background.critical,
        color: vars.color.foreground.neutralInverted,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.background.criticalHover },
        },
      },
      /**
       * A light button for dark surfaces and pictures. Its ring is two-tone, the inverted
       * colour outside and the brand colour in the gap, so it shows on light and dark alike.
       */
      inverted: {
        background: vars.color.background.surface,
        color: vars.color.foreground.neutral,
        selectors: {
          '&[data-hovered]': { background: vars.color.background.neutralSoft },
          '&[data-pressed]': { background: vars.color.background.neutralHover },
          '&[data-focus-visible]': {
            outlineColor: vars.focusRing.colorInverted,
            boxShadow: `0 0 0 ${vars.focusRing.offset} ${vars.focusRing.color}`,
          },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.buttonSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      standard: {
        minHeight: vars.size.buttonStandard,
        paddingInline: vars.space.large,
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
      large: {
        minHeight: vars.size.buttonLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.text.large.fontSize,
        lineHeight: vars.text.large.lineHeight,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'standard', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the accessibility tree (opacity, not visibility) while pending. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
