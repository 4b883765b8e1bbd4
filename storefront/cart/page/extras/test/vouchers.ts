import type { Cart } from '#api/contract/cart.ts';
import { loyaltyVoucherTiers } from '#mocks/handlers/checkout.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';

/**
 * The loyalty vouchers call answering what `balance` points buy, in `currency`, as the
 * mock service would for the demo member (its own handler reads the mock session cookie,
 * which stories running side by side must not touch).
 */
export function vouchersFor(balance: number, currency: Cart['currency'] = 'USD') {
  return consumerHandlers.getLoyaltyVouchers.reply({
    balance,
    vouchers: loyaltyVoucherTiers
      .filter((tier) => tier.points <= balance)
      .map((tier) => ({
        voucherId: `V${tier.points}-${currency}`,
        ...tier,
        currency,
        expiresAt: null,
      })),
  });
}
