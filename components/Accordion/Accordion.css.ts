import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const accordionIconStyles = ['chevron', 'plus'] as const;

export const group = style({ display: 'flex', flexDirection: 'column' });

export const item = recipe({
  base: { borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}` },
  variants: {
    /** Spec content entity accordion: `bottomDivider` draws a rule under the last item. */
    bottomDivider: {
      true: {
        selectors: {
          '&:last-child': {
            borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { bottomDivider: true },
});

export const heading = style({ margin: 0, fontSize: 'inherit', lineHeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.gutter,
  paddingInline: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground.neutral,
  // Set as the brand's small heading (Tread: condensed upper case), which it is.
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading.h4.fontSize,
  lineHeight: vars.heading.h4.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.heading,
  textTransform: vars.font.textTransform.heading,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      textDecoration: 'underline',
      textDecorationThickness: vars.borderWidth.standard,
      textUnderlineOffset: vars.space.xsmall,
    },
    '&[data-focus-visible]': {
      ...focusOutline,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.disabled },
  },
});

export const icon = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-icon="chevronDown"][data-expanded]': { transform: 'rotate(180deg)' } },
});

/** Height follows react-aria's measured `--disclosure-panel-height`, so it can animate. */
export const panel = style({
  overflow: 'clip',
  height: 'var(--disclosure-panel-height)',
  transition: `height ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

export const panelContent = style({ paddingBlockEnd: vars.space.gutter });
