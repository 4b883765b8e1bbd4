import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { getLoyaltyWelcomePromo } from '#api/contract/loyalty.ts';

/** The loyalty cache entry of the welcome promo (cleared with the shopper's state). */
export const welcomePromoKey = [...queryKeys.loyalty, 'promo', 'welcome'] as const;

/** GET loyalty/promo/welcome: the new member's welcome offer (members only, spec §6). */
export function useWelcomePromo(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: welcomePromoKey,
    queryFn: ({ signal }) => client.call(getLoyaltyWelcomePromo, { signal }),
    enabled,
    retry: false,
  });
}
