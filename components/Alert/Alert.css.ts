import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export const alertVariants = ['inline', 'banner'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.gutter,
    color: vars.color.foreground.neutral,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    borderInlineStartWidth: vars.borderWidth.strong,
    borderInlineStartStyle: 'solid',
  },
  variants: {
    tone: {
      info: {
        background: vars.color.background.infoSoft,
        borderInlineStartColor: vars.color.foreground.info,
      },
      positive: {
        background: vars.color.background.positiveSoft,
        borderInlineStartColor: vars.color.border.positive,
      },
      caution: {
        background: vars.color.background.cautionSoft,
        borderInlineStartColor: vars.color.border.caution,
      },
      critical: {
        background: vars.color.background.criticalSoft,
        borderInlineStartColor: vars.color.border.critical,
      },
    },
    variant: {
      inline: { borderRadius: vars.radius.standard },
      /** Full width across the page: no radius and no side accent. */
      banner: {
        width: '100%',
        borderRadius: 0,
        borderInlineStartWidth: 0,
        justifyContent: 'center',
        paddingInline: vars.space.gutter,
      },
    },
  },
  defaultVariants: { tone: 'info', variant: 'inline' },
});

export const toneIcon = recipe({
  base: { marginBlockStart: vars.space.xxsmall },
  variants: {
    tone: {
      info: { color: vars.color.foreground.info },
      positive: { color: vars.color.foreground.positive },
      caution: { color: vars.color.foreground.caution },
      critical: { color: vars.color.foreground.critical },
    },
  },
});

/** The banner keeps its text to the page's content width while its colour spans the page. */
export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  flex: 1,
  minWidth: 0,
  maxWidth: vars.size.contentMaxWidth,
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.font.weight.strong,
  margin: 0,
  fontSize: 'inherit',
  lineHeight: 'inherit',
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.buttonSmall,
  height: vars.size.buttonSmall,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.foreground.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralHover },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: 0,
    },
  },
});
