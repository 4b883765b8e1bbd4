import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '#api/client/index.ts';
import type { Cart } from '#api/contract/cart.ts';
import { CartRecreated, onCart } from './lostCart.ts';

const cartOf = (id: string, lines: Array<{ id: string; productId: string }>) =>
  ({ id, items: lines.map((line) => ({ ...line, qty: 1, bonus: false })) }) as unknown as Cart;

const lost = () =>
  new ApiError({ status: 404, errorId: 'BSK404', message: 'Cart not found', routeName: 'test' });

/** A client whose every call (the cart made again) answers `fresh`. */
const clientAnswering = (fresh: Cart) =>
  ({ call: vi.fn(async () => fresh) }) as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };

describe('onCart', () => {
  const old = cartOf('old', [{ id: 'line-1', productId: 'SKU1' }]);
  const fresh = cartOf('new', [{ id: 'line-9', productId: 'SKU1' }]);

  it('runs the change again on the new cart, on the line of the same sku', async () => {
    const client = clientAnswering(fresh);
    const change = vi.fn(async (cart: Cart, itemId: string) => {
      if (cart.id === 'old') throw lost();
      return `${cart.id}:${itemId}`;
    });
    const recreated = vi.fn();
    await expect(onCart(client, old, 'line-1', change, recreated)).resolves.toBe('new:line-9');
    expect(recreated).toHaveBeenCalledWith(fresh);
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('with rerun off, keeps the new cart and stops with CartRecreated holding it', async () => {
    const client = clientAnswering(fresh);
    const change = vi.fn(async () => {
      throw lost();
    });
    const recreated = vi.fn();
    const error = await onCart(client, old, null, change, recreated, { rerun: false }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(CartRecreated);
    expect((error as CartRecreated).cart).toBe(fresh);
    expect(recreated).toHaveBeenCalledWith(fresh);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('passes any other failure through and makes no cart', async () => {
    const client = clientAnswering(fresh);
    const refused = new ApiError({
      status: 400,
      errorId: 'PAY400',
      message: 'Refused',
      routeName: 'test',
    });
    const change = vi.fn(async () => {
      throw refused;
    });
    await expect(onCart(client, old, null, change, vi.fn())).rejects.toBe(refused);
    expect(client.call).not.toHaveBeenCalled();
  });
});
