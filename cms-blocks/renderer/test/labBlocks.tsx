import { type ComponentType, lazy, useState } from 'react';
import { z } from 'zod';
import { registered } from '../../block.ts';
import { useReportEmpty } from '../context.tsx';

/*
 * Story-only blocks that make the renderer's behaviour visible: a counter (interactive only
 * once hydrated), a block that throws, and one that reports itself empty.
 */

export const counterBlock = registered({
  name: 'Counter',
  schema: z.object({ label: z.string().min(1) }),
  Component: function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {`${label}: ${count}`}
      </button>
    );
  },
});

/**
 * A counter whose code arrives (in the browser) only when `release` is called, like a lazy
 * block on a slow network; `server` is the same counter with its code at hand, for the
 * server render.
 */
export function slowCounterBlock() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = { ...counterBlock, name: 'SlowCounter' };
  const Component = lazy(async () => {
    await arrived;
    return { default: counterBlock.Component as ComponentType<Record<string, unknown>> };
  });
  return { server, browser: { ...server, Component }, release };
}

/** Like a recommendation carousel: hydrates 200 px before it comes into view (spec §9). */
export const earlyCounterBlock = { ...counterBlock, name: 'EarlyCounter', visibleMarginPx: 200 };

export const throwingBlock = registered({
  name: 'Throwing',
  schema: z.object({}),
  Component: function Throwing(): never {
    throw new Error('The Throwing block failed to render');
  },
});

export const emptyBlock = registered({
  name: 'EmptyList',
  schema: z.object({ items: z.array(z.string()).default([]) }),
  Component: function EmptyList({ items }: { items: string[] }) {
    useReportEmpty(items.length === 0);
    return items.length === 0 ? null : (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  },
});

/** A screen of empty space, to put the next sections below the fold. */
export const screenBlock = registered({
  name: 'Screen',
  schema: z.object({}),
  Component: function Screen() {
    return <div aria-hidden="true" style={{ height: '100vh' }} />;
  },
});

/**
 * The browser's tasks, counted as they pass: a message posted again as each one is taken,
 * queued with React's own scheduler tasks (the same kind), so a render that yields lets it
 * run in between. `itemsPerTask`: how many heavy items rendered in each task.
 */
export const hydrationTasks = {
  itemsPerTask: new Map<number, number>(),
  count: 0,
  start() {
    const channel = new MessageChannel();
    let running = true;
    channel.port1.onmessage = () => {
      if (!running) return;
      hydrationTasks.count += 1;
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    return () => {
      running = false;
      channel.port1.close();
    };
  },
};

/** Some milliseconds of a phone's work, in one component's render. */
function HeavyItem({ index }: { index: number }) {
  const until = performance.now() + 4;
  while (performance.now() < until) {
    // Busy, like a card with its swatches, price and rating on a slow phone.
  }
  const { itemsPerTask, count } = hydrationTasks;
  itemsPerTask.set(count, (itemsPerTask.get(count) ?? 0) + 1);
  return <li>{`Item ${index + 1}`}</li>;
}

/** A part heavy to render (40 items of 4 ms each), like the first rows of a product grid. */
export function HeavyList({ items }: { items: number }) {
  return (
    <ul>
      {Array.from({ length: items }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are their index
        <HeavyItem key={index} index={index} />
      ))}
    </ul>
  );
}
