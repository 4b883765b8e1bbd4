import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { submitWarranty } from '#api/contract/consumer.ts';
import {
  type ConsumerOrder,
  cancelOrder,
  type cancelReasons,
  createReturnLabel,
  downloadInvoice,
  getPurchase,
  getPurchaseHistory,
  getReturnLabel,
  type OrderSummary,
  type returnReasons,
  trackOrder,
} from '#api/contract/orders.ts';

/*
 * The shopper's orders (spec §7 Consumer): the member's history page by page, one order,
 * a guest's lookup by number and email, and the two changes a shopper makes to an order
 * (cancel it, return units of it). Every entry is below `queryKeys.orders`, so sign-out
 * drops them all and a change reloads whichever the page shows.
 */

/** Orders a page of the history holds ("Show more" asks for the next as many). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export interface OrderHistoryPage {
  orders: OrderSummary[];
  total: number;
}

/** The start of the page after `pages` (undefined once every order is loaded). */
export function nextHistoryStart(pages: readonly OrderHistoryPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.orders.length, 0);
  const last = pages.at(-1);
  if (!last || last.orders.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/**
 * The member's orders, newest first, ORDER_HISTORY_PAGE_SIZE at a time; `fetchNextPage`
 * loads the next page. `query`: only those whose number starts with it or holding a line
 * named with it (each query its own cache entry; while a new one loads, the last answer
 * stays on screen). `enabled`: only for a signed-in member (a guest has no history).
 */
export function useOrderHistory({
  enabled = true,
  query = '',
}: {
  enabled?: boolean;
  query?: string;
} = {}) {
  const client = useApiClient();
  const text = query.trim();
  return useInfiniteQuery<
    OrderHistoryPage,
    Error,
    InfiniteData<OrderHistoryPage, number>,
    readonly unknown[],
    number
  >({
    queryKey: queryKeys.orderHistorySearch(text),
    queryFn: ({ pageParam, signal }) =>
      client.call(getPurchaseHistory, {
        body: {
          start: pageParam,
          count: ORDER_HISTORY_PAGE_SIZE,
          ...(text ? { query: text } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextHistoryStart(pages),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}

/** One of the member's orders; ORD409 (not found, or someone else's) is the query's error. */
export function useOrder(orderNumber: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery<ConsumerOrder>({
    queryKey: queryKeys.order(orderNumber),
    queryFn: ({ signal }) => client.call(getPurchase, { params: { orderId: orderNumber }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** What a guest looks an order up by. */
export interface OrderLookup {
  orderNumber: string;
  email: string;
}

function trackedOrderOptions(client: ReturnType<typeof useApiClient>, lookup: OrderLookup) {
  return {
    queryKey: queryKeys.trackedOrder(lookup.orderNumber, lookup.email),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.call(trackOrder, { body: lookup, signal }),
    staleTime: 60_000,
  };
}

/**
 * A guest's order lookup: `lookUp(number, email)` asks the service (rejecting with
 * OHS4004 or ORD400) and keeps the answer; `useTrackedOrder` then reads it.
 */
export function useOrderLookup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (lookup: OrderLookup) =>
    queryClient.fetchQuery<ConsumerOrder>(trackedOrderOptions(client, lookup));
}

/** The order a guest looked up (reloaded after a cancel or a return). */
export function useTrackedOrder(lookup: OrderLookup | null) {
  const client = useApiClient();
  return useQuery<ConsumerOrder>({
    ...trackedOrderOptions(client, lookup ?? { orderNumber: '', email: '' }),
    enabled: lookup !== null,
  });
}

/** Every order entry read again: the history, the order, a guest's lookup. */
function reloadOrders(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.orders });
}

/** Every cached copy of the order (the member's, a guest's lookups) changed by `change`. */
function updateCachedOrder(
  queryClient: QueryClient,
  orderNumber: string,
  change: (order: ConsumerOrder) => ConsumerOrder,
) {
  queryClient.setQueryData<ConsumerOrder>(queryKeys.order(orderNumber), (order) =>
    order ? change(order) : order,
  );
  for (const [key, order] of queryClient.getQueriesData<ConsumerOrder>({
    queryKey: queryKeys.trackedOrders(orderNumber),
  })) {
    if (order) queryClient.setQueryData(key, change(order));
  }
}

export type CancelReason = (typeof cancelReasons)[number];
export type ReturnReason = (typeof returnReasons)[number];

export interface CancelOrderInput {
  orderNumber: string;
  reasonCode: CancelReason;
  /** A guest's order: the email it was placed with. */
  email?: string | undefined;
}

/**
 * Cancel an order that has not shipped (ORD410 once it has). The order shows CANCELLED at
 * once, then the history and the order are read again (stock, payments and points are
 * the service's to give back).
 */
export function useCancelOrder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.orders, 'cancel'],
    mutationFn: ({ orderNumber, reasonCode, email }: CancelOrderInput) =>
      client.call(cancelOrder, {
        body: { orderNumber, reasonCode, ...(email ? { email } : {}) },
      }),
    onSuccess: (answer) => {
      const cancelledAt = new Date().toISOString();
      updateCachedOrder(queryClient, answer.orderNumber, (order) => ({
        ...order,
        status: answer.status,
        cancellable: false,
        cancelledAt,
        shipments: order.shipments.map((shipment) => ({ ...shipment, status: answer.status })),
      }));
      return reloadOrders(queryClient);
    },
  });
}

export interface ReturnItemInput {
  itemId: string;
  qty: number;
  reasonCode: ReturnReason;
}

export interface CreateReturnInput {
  orderNumber: string;
  items: ReturnItemInput[];
  /** A guest's order: the email it was placed with. */
  email?: string | undefined;
}

/**
 * A return label for units of a delivered order (RTN409 when a line cannot take them).
 * Resolves with its `returnId` and `labelUrl`; the order is read again (its returns, the
 * units left to return, RETURNED after the last one).
 */
export function useCreateReturn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.orders, 'return'],
    mutationFn: ({ orderNumber, items, email }: CreateReturnInput) =>
      client.call(createReturnLabel, {
        params: { orderId: orderNumber },
        body: { items, ...(email ? { email } : {}) },
      }),
    onSuccess: () => reloadOrders(queryClient),
  });
}

/** A return label by its id (the printable page of `labelUrl`); RTN404 is the error. */
export function useReturnLabel(returnId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.returnLabel(returnId),
    queryFn: ({ signal }) => client.call(getReturnLabel, { params: { returnId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The invoice of one of the member's placed orders: the service answers a link valid for
 * a few minutes (its GET is the PDF, sent as a download), asked for when the shopper
 * presses "Download invoice", never ahead.
 */
export function useInvoiceLink() {
  const client = useApiClient();
  return useMutation({
    mutationKey: [...queryKeys.orders, 'invoice'],
    mutationFn: (orderNumber: string) => client.call(downloadInvoice, { body: { orderNumber } }),
  });
}

export interface WarrantyClaimInput {
  /** The line's sku (the service files it under its style). */
  productId: string;
  orderNumber: string;
  /** `YYYY-MM-DD`: the order's day. */
  purchaseDate: string;
  description: string;
}

/**
 * A warranty claim for a line of one of the member's orders (spec §7 Consumer POST
 * warranty): answers its reference (`WRC-…`), which a mail repeats.
 */
export function useWarrantyClaim() {
  const client = useApiClient();
  return useMutation({
    mutationKey: [...queryKeys.orders, 'warranty'],
    mutationFn: (input: WarrantyClaimInput) => client.call(submitWarranty, { body: input }),
  });
}
