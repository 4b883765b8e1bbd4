import { z } from 'zod';
import { breakpointList, contentMedia, contentTarget } from '../renderer/fields.ts';

export const verticalLinkListSchema = z.object({
  title: z.string().trim().max(120).default('').describe('Heading of the list; names it'),
  links: z
    .array(
      contentTarget.extend({
        image: contentMedia
          .nullable()
          .default(null)
          .describe('Shown beside the list while this link is hovered or focused'),
      }),
    )
    .min(1)
    .max(30),
  collapsibleOn: breakpointList.describe(
    'Breakpoints at which the list folds under its title (footer lists on sm)',
  ),
});
export type VerticalLinkListProps = z.output<typeof verticalLinkListSchema>;
