export {
  richTextFocusColor,
  richTextLinkColor,
  richTextLinkHoverColor,
} from './RichText.css.ts';
export { RichText, type RichTextProps } from './RichText.tsx';
export {
  RichTextBlock,
  type RichTextBlockProps,
  richTextBlock,
  richTextBlockSchema,
} from './RichTextBlock.tsx';
export {
  hasRichTextContent,
  richTextAllowedAttributes,
  richTextAllowedTags,
  richTextToPlainText,
  type SanitizeOptions,
  sanitizeRichText,
} from './sanitize.ts';
export { isInternalUrl, isSafeUrl, SAFE_URL_PATTERN } from './urls.ts';
