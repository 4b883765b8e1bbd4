import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export {
  buttonRow as header,
  column as page,
  soft,
  title,
} from '#flows/shared/pageForm.css.ts';

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});
