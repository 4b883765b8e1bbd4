import { z } from 'zod';

export const richTextBlockSchema = z.object({
  richText: z
    .string()
    .max(50_000)
    .describe('HTML: paragraphs, emphasis, lists, headings h2–h4 and links; sanitized'),
});
export type RichTextBlockProps = z.output<typeof richTextBlockSchema>;
