import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Navigation beside the page from lg up; above it, collapsed, on smaller screens. */
export const layout = style([
  { display: 'grid', gap: vars.space.large, minWidth: 0, paddingBlockStart: vars.space.medium },
  responsiveStyle({ lg: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space.xlarge } }),
]);

export const main = style({ minWidth: 0 });

export const nav = style([
  {
    borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
    alignSelf: 'start',
  },
  responsiveStyle({ lg: { borderBlockEnd: 'none', position: 'sticky', insetBlockStart: 0 } }),
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.heading.h4.fontSize,
  lineHeight: vars.heading.h4.lineHeight,
});

/** Below lg the list opens under this toggle; from lg up the heading shows instead. */
export const toggle = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.foreground.neutral,
    fontWeight: vars.font.weight.strong,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { ...focusOutline },
      '&[data-hovered]': { textDecoration: 'underline' },
    },
  },
  responsiveStyle({ lg: { display: 'none' } }),
]);

export const heading = style([{ display: 'none' }, responsiveStyle({ lg: { display: 'block' } })]);

export const chevron = style({
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-expanded]': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const list = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'none',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    paddingBlockEnd: vars.space.small,
    selectors: { '&[data-expanded]': { display: 'flex' } },
  },
  responsiveStyle({ lg: { display: 'flex', paddingBlock: vars.space.small } }),
]);

export const sublist = style({
  listStyle: 'none',
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** Touch-sized rows; the current page in bold. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.font.weight.strong } },
});

/** The hub's own row: below lg only (from lg up the heading links to it). */
export const rootItem = style([responsiveStyle({ lg: { display: 'none' } })]);

/** What a page adds after its CMS sections (the contact form), set apart from them. */
export const afterContent = style({ marginBlockStart: vars.space.xlarge });
