import type { Cart, CartItem } from '#api/contract/cart.ts';

/*
 * The gift option of a digital gift card line (spec §3, §5): shared by the service and
 * the MSW handlers, which refuse an order (GFO400) whose card has nowhere to go.
 */

type GiftOption = NonNullable<CartItem['giftOption']>;

const filled = (text: string | undefined) => (text ?? '').trim().length > 0;

/** A gift option a card can be sent with: e-mail, name and message all there (spec §5). */
export function giftOptionComplete(gift: CartItem['giftOption']): gift is GiftOption {
  return gift !== null && filled(gift.email) && filled(gift.to) && filled(gift.message);
}

/** The digital lines that lack their gift option. */
export function linesMissingGiftOption(view: Pick<Cart, 'items'>): CartItem[] {
  return view.items.filter((item) => item.isDigitalProduct && !giftOptionComplete(item.giftOption));
}

/** GFO400's message and details. */
export function giftOptionMissing(items: readonly CartItem[]) {
  return {
    message: 'A gift card needs the recipient’s e-mail, their name and a message',
    details: {
      type: 'ProductItemRequired',
      itemIds: items.map((item) => item.id),
      productIds: items.map((item) => item.productId),
    },
  };
}
