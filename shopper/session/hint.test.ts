import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#api/client/queryKeys.ts';
import { sessionSettled, subscribeToSession } from './hint.ts';

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('sessionSettled', () => {
  it('resolves at once with a session, or with none on its way', async () => {
    const queryClient = new QueryClient();
    expect(await settledWithin(sessionSettled(queryClient), 5)).toBe(true);
    queryClient.setQueryData(queryKeys.session, { basketId: null });
    expect(await settledWithin(sessionSettled(queryClient), 5)).toBe(true);
  });

  it('waits for the session being fetched, then resolves', async () => {
    const queryClient = new QueryClient();
    let answer: (value: unknown) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: queryKeys.session,
      queryFn: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const settled = sessionSettled(queryClient);
    expect(await settledWithin(settled, 30)).toBe(false);
    answer({ basketId: 'b-1' });
    expect(await settledWithin(settled, 100)).toBe(true);
  });

  it('gives up after its time, for the call to say what went wrong', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({
      queryKey: queryKeys.session,
      queryFn: () => new Promise(() => {}),
    });
    expect(await settledWithin(sessionSettled(queryClient, 20), 200)).toBe(true);
  });
});

describe('subscribeToSession', () => {
  it('hears the session query alone, through one subscribe function per client', () => {
    const queryClient = new QueryClient();
    expect(subscribeToSession(queryClient)).toBe(subscribeToSession(queryClient));
    expect(subscribeToSession(new QueryClient())).not.toBe(subscribeToSession(queryClient));
    const heard = vi.fn();
    const stop = subscribeToSession(queryClient)(heard);
    // A product card's own query, added and answered: not the session.
    queryClient.setQueryData(['favorites'], { items: [] });
    queryClient.setQueryData(['product', 'RDGJK1005'], { id: 'RDGJK1005' });
    expect(heard).not.toHaveBeenCalled();
    queryClient.setQueryData(queryKeys.session, { basketId: null });
    expect(heard).toHaveBeenCalled();
    stop();
    heard.mockClear();
    queryClient.setQueryData(queryKeys.session, { basketId: 'b-1' });
    expect(heard).not.toHaveBeenCalled();
  });
});
