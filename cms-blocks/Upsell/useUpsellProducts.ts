import { useQueries } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { getProductDetails, getProductInventory } from '#api/contract/products.ts';
import type { UpsellReference } from './Upsell.schema.ts';
import { resolveUpsells, type UpsellItem, upsellLookups } from './upsell.ts';

/**
 * The upsells to show (spec §4): inventory checked per upsell (GET
 * /products/v2/products/:productId/inventory, once per product), the details of products
 * given by id (GET …/details), only those in stock, the first `stackedCount`. Both share
 * quick shop's cache. `undefined` while loading; failures leave a product out (logged).
 * `skipInventoryCheck` (showcase site) asks for no stock.
 */
export function useUpsellProducts(
  references: readonly UpsellReference[],
  stackedCount: number,
  skipInventoryCheck: boolean,
): UpsellItem[] | undefined {
  const client = useApiClient();
  const { locale } = useLocale();
  const lookups = upsellLookups(references);
  const inventoryIds = skipInventoryCheck ? [] : lookups.inventory;
  const logged =
    <T>(what: string, call: (signal: AbortSignal) => Promise<T>) =>
    async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await call(signal);
      } catch (error) {
        if (!signal.aborted) console.error(`Upsell: ${what} failed`, error);
        throw error;
      }
    };
  const inventories = useQueries({
    queries: inventoryIds.map((productId) => ({
      queryKey: queryKeys.product.inventory(productId),
      queryFn: logged(`inventory of ${productId}`, (signal) =>
        client.call(getProductInventory, { params: { productId }, signal }),
      ),
    })),
  });
  const details = useQueries({
    queries: lookups.details.map((productId) => ({
      queryKey: queryKeys.product.details(productId, locale),
      queryFn: logged(`details of ${productId}`, (signal) =>
        client.call(getProductDetails, { params: { productId }, signal }),
      ),
    })),
  });
  if ([...inventories, ...details].some((query) => query.isPending)) return undefined;
  return resolveUpsells(
    references,
    {
      inventories: new Map(inventoryIds.map((id, index) => [id, inventories[index]?.data])),
      details: new Map(lookups.details.map((id, index) => [id, details[index]?.data])),
      skipInventoryCheck,
    },
    stackedCount,
  );
}
