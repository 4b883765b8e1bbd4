import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The choices' form: the lead, the banner, the table, the hint and Save, a gutter apart. */
export const form = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const soft = style({ margin: 0, color: vars.color.foreground.neutralSoft });

/** The notification choices: a topic per row, a channel per column. */
export const choices = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const choiceChannel = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  textAlign: 'center',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

/** The topics' column header, set as the channels' but at the start. */
export const choiceTopicHeader = style([choiceChannel, { textAlign: 'start' }]);

export const choiceTopic = style({
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.small,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  overflowWrap: 'anywhere',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const choiceCell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

/** The box alone in its cell (its label is for screen readers), centred under the channel. */
export const choiceBox = style({ alignItems: 'center' });
