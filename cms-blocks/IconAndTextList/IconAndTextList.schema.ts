import { z } from 'zod';
import { type IconName, iconNames } from '#components/Icon/index.ts';
import { contentTarget } from '../renderer/fields.ts';

export const iconAndTextColumns = [1, 2, 3, 4, 6] as const;
const columns = z.union(iconAndTextColumns.map((n) => z.literal(n)));

export const iconAndTextListSchema = z.object({
  title: z.string().max(200).optional().describe('An optional heading above the list'),
  items: z
    .array(
      z.object({
        icon: z.enum(iconNames as [IconName, ...IconName[]]).describe('An icon of the kit'),
        text: z.string().trim().min(1).max(200),
        target: contentTarget.nullable().default(null).describe('Makes the item a link'),
      }),
    )
    .min(1)
    .max(12),
  alignment: z.enum(['left', 'center']).default('left'),
  columns: z
    .object({ sm: columns.default(1), md: columns.optional(), lg: columns.optional() })
    .prefault({})
    .describe('Items per row per breakpoint (1, 2, 3, 4 or 6); a missing one takes the smaller'),
});
export type IconAndTextListProps = z.output<typeof iconAndTextListSchema>;
