import { block } from './RichText.css.ts';
import { RichText } from './RichText.tsx';
import type { RichTextBlockProps } from './RichTextBlock.schema.ts';

/**
 * Authored text on a page (legal pages, intros, tips). Its block definition (with the
 * schema) is in index.ts: the page's lazy view imports this module alone, without zod.
 */
export function RichTextBlock({ richText }: RichTextBlockProps) {
  return <RichText html={richText} className={block} />;
}
