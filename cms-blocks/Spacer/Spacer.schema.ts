import { z } from 'zod';
import { contentSpace } from '#api/contract/contentSections.ts';
import { responsiveSpace } from '../renderer/fields.ts';

export const spacerSchema = z.object({
  size: z
    .union([contentSpace, responsiveSpace])
    .default('large')
    .describe(
      'Empty space: one space token, or one per breakpoint ({ "sm": "medium", "lg": "xxlarge" }); a missing breakpoint takes the smaller one',
    ),
});
export type SpacerProps = z.output<typeof spacerSchema>;
