import { z } from 'zod';
import { contentTarget } from '../renderer/fields.ts';

export const secondaryNavSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .describe('Names the navigation; the toggle of the collapsible list on smaller screens'),
  links: z.array(contentTarget).min(1).max(30).describe('The pages of this part of the site'),
});
export type SecondaryNavProps = z.output<typeof secondaryNavSchema>;
