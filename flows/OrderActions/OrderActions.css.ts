import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/*
 * The order dialogs (cancel, return, warranty claim): the account's form rhythm
 * (../shared/pageForm.css.ts) and the return's list of lines.
 */

export { buttonRow, column, soft, title } from '../shared/pageForm.css.ts';

/** The return's lines, one under the other. */
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** One returnable line in the return dialog. */
export const returnLine = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

export const returnFields = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.large,
  ...responsiveStyle({ md: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } }),
});
