import { hasRichTextContent } from '../richText/sanitize.ts';
import type { PromoBarMessage } from './PromoBar.schema.ts';

/**
 * Spec §4: messages with an empty section are dropped, and at most the configured maximum
 * is shown. A message is empty when it has neither text nor a link.
 */
export function visibleMessages(messages: readonly PromoBarMessage[], max: number) {
  return messages
    .filter((message) => hasRichTextContent(message.richText) || message.targets.length > 0)
    .slice(0, Math.max(0, max));
}

/** The session flag of a closed promo bar, per section. */
export function closedKey(sectionId: string): string {
  return `cairn:promo-bar-closed:${sectionId}`;
}
