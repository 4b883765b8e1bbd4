import { z } from 'zod';
import { contentSpace } from '#api/contract/contentSections.ts';
import { accordionIconStyles } from '#components/Accordion/index.ts';

export const accordionBlockStyles = ['default', 'boxed'] as const;
export const accordionTitleColors = ['neutral', 'brandAccent'] as const;

export const accordionBlockSchema = z.object({
  accordions: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(200),
        richText: z.string().max(20_000).describe('The panel: HTML, sanitized before it shows'),
      }),
    )
    .min(1)
    .max(30),
  iconsStyle: z.enum(accordionIconStyles).default('chevron').describe('Chevron or plus/minus'),
  style: z
    .enum(accordionBlockStyles)
    .default('default')
    .describe('default: rules between items; boxed: on a soft panel'),
  titleColor: z.enum(accordionTitleColors).default('neutral'),
  bottomDivider: z.boolean().default(true).describe('A rule under the last item'),
  isFullWidth: z
    .boolean()
    .default(false)
    .describe('Use the whole section width instead of a readable text width'),
  paddings: contentSpace
    .default('none')
    .describe('Space above and below the accordion, and at its sides when boxed (a space token)'),
  allowsMultipleExpanded: z.boolean().default(false).describe('Several items may stay open'),
});
export type AccordionBlockProps = z.output<typeof accordionBlockSchema>;
