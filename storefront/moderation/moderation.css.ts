import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export { card, details, header, page, soft, title } from '../account/account.css.ts';

/** The key form: the field over its button, no wider than a key needs. */
export const keyForm = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '28rem',
});

export const queuesHeading = style({ margin: 0 });

export const queue = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.gutter,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

/** A photo beside its facts from md; above them on small screens. */
export const cardBody = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  ...responsiveStyle({ md: { gridTemplateColumns: 'minmax(8rem, 12rem) minmax(0, 1fr)' } }),
});

export const photo = style({
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
  background: vars.color.background.neutralSoft,
});

export const cardFacts = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

/** The uploader's name with the status badge beside it, wrapping when narrow. */
export const cardTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const caption = style({ margin: 0, overflowWrap: 'anywhere' });

export const reportsTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const reports = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const report = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.background.neutralSoft,
  overflowWrap: 'anywhere',
});

export const reportReason = style({ fontWeight: vars.font.weight.strong });

export const reportDate = style({
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const empty = style({ margin: 0, paddingBlock: vars.space.large, textAlign: 'center' });
