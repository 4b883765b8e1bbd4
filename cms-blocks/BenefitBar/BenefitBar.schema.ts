import { z } from 'zod';
import { type IconName, iconNames } from '#components/Icon/index.ts';
import { contentMedia, contentTarget } from '../renderer/fields.ts';

export const benefitBarSchema = z.object({
  logo: contentMedia.nullable().default(null).describe('The programme logo (alt names it)'),
  backgroundImage: contentMedia
    .nullable()
    .default(null)
    .describe('Decorative picture behind the bar; the text sits on a readable panel'),
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().max(300).default(''),
  infoIcon: z
    .enum(iconNames as [IconName, ...IconName[]])
    .nullable()
    .default(null)
    .describe('An icon button that opens the details in a popover'),
  infoDetails: z
    .string()
    .max(5000)
    .default('')
    .describe('Rich text of the popover the info icon opens (sanitized)'),
  targets: z.array(contentTarget).max(2).default([]),
  alignment: z.enum(['left', 'center']).default('left'),
  showCloseButton: z.boolean().default(false).describe('The shopper can close the bar'),
});
export type BenefitBarProps = z.output<typeof benefitBarSchema>;
