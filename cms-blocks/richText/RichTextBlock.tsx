import { z } from 'zod';
import { defineBlock } from '../block.ts';
import { RichText } from './RichText.tsx';

export const richTextBlockSchema = z.object({
  richText: z
    .string()
    .max(50_000)
    .describe('HTML: paragraphs, emphasis, lists, headings h2–h4 and links; sanitized'),
});
export type RichTextBlockProps = z.output<typeof richTextBlockSchema>;

/** Authored text on a page (legal pages, intros, tips). */
export function RichTextBlock({ richText }: RichTextBlockProps) {
  return <RichText html={richText} />;
}

export const richTextBlock = defineBlock({
  name: 'RichText',
  schema: richTextBlockSchema,
  Component: RichTextBlock,
});
