import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { cornerPanel } from '#components/Dialog/Dialog.css.ts';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';

export const textColorVar = createVar();
export const backgroundVar = createVar();
export const accentVar = createVar();

/**
 * The minimized pop-up: a tab at the inline start of the bottom edge, below overlays, dialogs
 * and the consent banner (vars.zIndex), and never wider than the screen.
 */
export const tab = style({
  position: 'fixed',
  insetBlockEnd: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: `calc(100vw - 2 * ${vars.space.small})`,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  color: textColorVar,
  background: backgroundVar,
  borderBlockStart: `${vars.borderWidth.strong} solid ${accentVar}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

/**
 * The expanded pop-up (the kit's CornerPanel) topped with the pop-up's accent, as the tab.
 * On a phone (below `md`) it covers at most a third of the screen's height (issue 46), its
 * body scrolling; from `md` up it keeps the panel's own height.
 */
export const panel = style({
  selectors: {
    // Over the panel's own frame reset and height, whichever stylesheet comes first.
    [`${cornerPanel}&`]: { borderBlockStart: `${vars.borderWidth.strong} solid ${accentVar}` },
  },
  '@media': {
    [`not ${mediaQueries.md}`]: {
      selectors: { [`${cornerPanel}&`]: { maxHeight: 'calc(100dvh / 3)' } },
    },
  },
});

export const expand = style({
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const dismiss = style({ color: 'inherit', flexShrink: 0 });

export const body = style({ display: 'grid', gap: vars.space.small });

export const lead = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const logo = style({ justifySelf: 'start', height: 'auto' });
export const logoWidth = styleVariants({
  small: { width: vars.size.buttonLarge },
  medium: { width: `calc(2 * ${vars.size.buttonLarge})` },
  large: { width: `calc(3 * ${vars.size.buttonLarge})` },
});

export const disclaimer = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.neutralSoft,
});

export const targets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
