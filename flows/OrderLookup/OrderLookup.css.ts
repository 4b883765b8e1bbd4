import { style } from '@vanilla-extract/css';
import { column } from '../shared/pageForm.css.ts';

export { soft } from '../shared/pageForm.css.ts';

/** The lookup form: a readable column, in the page's own padding. */
export const lookupForm = style([column, { maxWidth: '32rem', paddingBlock: 0 }]);
