import { defineBlock } from '../block.ts';
import { richTextBlockSchema } from './RichTextBlock.schema.ts';
import { RichTextBlock } from './RichTextBlock.tsx';

export {
  richTextFocusColor,
  richTextLinkColor,
  richTextLinkHoverColor,
} from './RichText.css.ts';
export { RichText, type RichTextProps } from './RichText.tsx';
export { type RichTextBlockProps, richTextBlockSchema } from './RichTextBlock.schema.ts';
export { RichTextBlock } from './RichTextBlock.tsx';
export {
  hasRichTextContent,
  richTextAllowedAttributes,
  richTextAllowedTags,
  richTextToPlainText,
  type SanitizeOptions,
  sanitizeRichText,
} from './sanitize.ts';
export { isInternalUrl, isSafeUrl, SAFE_URL_PATTERN } from './urls.ts';

export const richTextBlock = defineBlock({
  name: 'RichText',
  schema: richTextBlockSchema,
  Component: RichTextBlock,
});
