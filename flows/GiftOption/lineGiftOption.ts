import type { z } from 'zod';
import { isApiError } from '#api/client/index.ts';
import { type cartGiftOption, updateCartItem } from '#api/contract/cart.ts';
import type { CartChange } from '#shopper/index.ts';

/*
 * A cart line's gift option (spec §3 Cart item giftOption, §5 gift option rule), changed
 * through PUT /cart/v1/cart/{basketId}/item. The answer is the service's cart, which
 * replaces the cart cache (useCartChange).
 */

export type GiftOption = z.infer<typeof cartGiftOption>;
export type GiftField = keyof GiftOption;

/** What the gift form holds: anything typed, blank included. */
export type GiftDraft = Partial<Record<GiftField, string | null | undefined>>;

/**
 * Spec §5: a gift option is sent only when email, to and message are all present (not
 * blank); otherwise there is nothing to send (undefined).
 */
export function giftOptionToSend(draft: GiftDraft): GiftOption | undefined {
  const email = draft.email?.trim() ?? '';
  const to = draft.to?.trim() ?? '';
  const message = draft.message?.trim() ?? '';
  if (!email || !to || !message) return undefined;
  return { email, to, message };
}

/** Sets the line's gift option; null takes it off. */
export const setLineGiftOption: CartChange<{ itemId: string; giftOption: GiftOption | null }> = (
  client,
  basketId,
  { itemId, giftOption },
) => client.call(updateCartItem, { params: { basketId }, body: { itemId, giftOption } });

/**
 * The gift field a refused update names (API400 `body.giftOption.email: …`, the service's
 * check of the contract), so the message shows at that field; null for any other error.
 */
export function giftFieldOfError(error: unknown): GiftField | null {
  if (!isApiError(error) || !error.is('API400')) return null;
  const field = /\bbody\.giftOption\.(email|to|message)\b/.exec(error.message)?.[1];
  return (field as GiftField | undefined) ?? null;
}
