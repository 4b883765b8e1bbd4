import { defineBlock } from '../block.ts';
import { RichText } from './RichText.tsx';
import { type RichTextBlockProps, richTextBlockSchema } from './RichTextBlock.schema.ts';

export { type RichTextBlockProps, richTextBlockSchema } from './RichTextBlock.schema.ts';

/** Authored text on a page (legal pages, intros, tips). */
export function RichTextBlock({ richText }: RichTextBlockProps) {
  return <RichText html={richText} />;
}

export const richTextBlock = defineBlock({
  name: 'RichText',
  schema: richTextBlockSchema,
  Component: RichTextBlock,
});
