import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#api/client/queryKeys.ts';
import { RECALCULATE_EXPERIENCES_EVENT } from '#cms-blocks/renderer/personalization.ts';
import { watchExperienceTriggers } from './recalculate.ts';

const guest = { consumerType: 'GUEST', consumerNo: null };
const member = { consumerType: 'REGISTERED', consumerNo: 'C1' };
const cartOf = (...items: [string, number][]) => ({
  items: items.map(([productId, qty]) => ({ productId, qty })),
});

function setup() {
  const queryClient = new QueryClient();
  const target = new EventTarget();
  const heard = vi.fn();
  target.addEventListener(RECALCULATE_EXPERIENCES_EVENT, heard);
  const stop = watchExperienceTriggers(queryClient, target);
  stops.push(stop);
  return { queryClient, heard };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchExperienceTriggers', () => {
  it('stays quiet while the page gets its first session and cart', async () => {
    const { queryClient, heard } = setup();
    queryClient.setQueryData(queryKeys.session, guest);
    queryClient.setQueryData(queryKeys.cart, cartOf(['sku-1', 1]));
    await tick();
    expect(heard).not.toHaveBeenCalled();
  });

  it('fires once after sign-in, even when the cart merges in the same task', async () => {
    const { queryClient, heard } = setup();
    queryClient.setQueryData(queryKeys.session, guest);
    queryClient.setQueryData(queryKeys.cart, cartOf(['sku-1', 1]));
    await tick();
    queryClient.setQueryData(queryKeys.session, member);
    queryClient.setQueryData(queryKeys.cart, cartOf(['sku-1', 1], ['sku-2', 1]));
    await tick();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('fires after a cart change, not after a re-read holding the same lines', async () => {
    const { queryClient, heard } = setup();
    queryClient.setQueryData(queryKeys.cart, cartOf(['sku-1', 1]));
    await tick();
    queryClient.setQueryData(queryKeys.cart, cartOf(['sku-1', 1]));
    await tick();
    expect(heard).not.toHaveBeenCalled();
    queryClient.setQueryData(queryKeys.cart, cartOf(['sku-1', 2]));
    await tick();
    expect(heard).toHaveBeenCalledTimes(1);
    queryClient.setQueryData(queryKeys.cart, cartOf());
    await tick();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
