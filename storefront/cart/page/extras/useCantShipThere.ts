import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { Cart } from '#api/contract/cart.ts';
import { validateShippingAddress } from '#api/contract/checkout.ts';

/**
 * Spec §8 CANT_SHIP_THERE for the delivery address already on the cart: the service's
 * validation of it answers PAY401 when the cart's site does not ship to its country (any
 * more). Asked once per cart and country; nothing is asked while the cart has no address.
 */
export function useCantShipThere(cart: Cart): boolean {
  const client = useApiClient();
  const saved = cart.shippingAddress;
  const check = useQuery({
    queryKey: queryKeys.cartShipsTo(cart.id, saved?.country ?? null),
    queryFn: ({ signal }) => {
      if (!saved) throw new Error('There is no address to check.');
      const { id: _id, approachType: _approachType, main: _main, ...address } = saved;
      return client.call(validateShippingAddress, {
        params: { basketId: cart.id },
        body: { address },
        signal,
      });
    },
    enabled: saved !== null,
    staleTime: 5 * 60_000,
  });
  return saved !== null && Boolean(check.data?.errors.some((e) => e.errorId === 'PAY401'));
}
