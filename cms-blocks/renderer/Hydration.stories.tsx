import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RendererContext } from './context.tsx';
import { LazyHydrate } from './hydration.tsx';
import { PageRenderer } from './PageRenderer.tsx';
import {
  counterBlock,
  earlyCounterBlock,
  HeavyList,
  hydrationTasks,
  screenBlock,
  slowCounterBlock,
} from './test/labBlocks.tsx';
import { section, serverHtml } from './test/serverHtml.tsx';

/*
 * Lazy hydration (spec §2: never, visible, interaction) on server HTML hydrated in the
 * browser, as the storefront does it, and a client-only render that has nothing to keep.
 */

const labBlocks = {
  Counter: counterBlock,
  EarlyCounter: earlyCounterBlock,
  Screen: screenBlock,
};
const counter = (id: string, label: string, hydration: string, component = 'Counter') => ({
  id,
  component,
  props: { label },
  options: { hydration },
});

const meta = {
  title: 'CMS blocks/Renderer hydration',
  component: PageRenderer,
  args: { blocks: labBlocks, sections: [] },
  argTypes: { blocks: { control: false } },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marks the lab once the root around the sections has hydrated (its effects ran). */
function RootHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.dataset.rootHydrated = 'true';
  }, [container]);
  return null;
}

/** Lets the lab's slow block's code arrive (set by each render of the lab). */
let releaseSlowCode = () => {};

/**
 * Server HTML hydrated in the browser, as the storefront does it: this story renders the
 * sections to a string, puts the HTML in the page and hydrates it with `hydrateRoot`.
 */
function HydrationLab() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const slow = slowCounterBlock();
    releaseSlowCode = slow.release;
    const page = (serverRender: boolean) => (
      <>
        <RootHydrated container={container} />
        <PageRenderer
          serverRender={serverRender}
          blocks={{ ...labBlocks, SlowCounter: serverRender ? slow.server : slow.browser }}
          sections={[
            counter('never', 'Never hydrates', 'never'),
            counter('interaction', 'Hydrates on interaction', 'interaction'),
            counter('pointer', 'Hydrates on click', 'interaction'),
            counter('slow', 'Code on the way', 'interaction', 'SlowCounter'),
            { id: 'fold', component: 'Screen', props: {}, options: { hydration: 'never' } },
            counter('early', 'Hydrates 200px early', 'visible', 'EarlyCounter'),
            counter('late', 'Hydrates in view', 'visible'),
            { id: 'fold-2', component: 'Screen', props: {}, options: { hydration: 'never' } },
            counter('visible', 'Hydrates when visible', 'visible'),
          ]}
        />
      </>
    );
    const html = serverHtml(container, page);
    html.hydrate();
    return html.unmount;
  }, []);
  return <div ref={ref} />;
}

export const LazyHydration: Story = {
  render: () => <HydrationLab />,
  play: async ({ canvas, canvasElement }) => {
    const never = await canvas.findByRole('button', { name: 'Never hydrates: 0' });
    await waitFor(() => expect(canvasElement.querySelector('[data-root-hydrated]')).not.toBeNull());
    const frame = (id: string) => section(canvasElement, id) as HTMLElement;
    // The server HTML is there but not hydrated: pressing does nothing.
    await userEvent.click(never);
    await expect(never).toHaveTextContent('Never hydrates: 0');
    await expect(frame('never')).toHaveAttribute('data-hydration', 'pending');

    // Keyboard first: Tab moves on to the next section, whose focus hydrates it; then Enter
    // works.
    await expect(never).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Hydrates on interaction/ })).toHaveFocus();
    await waitFor(() =>
      expect(frame('interaction').dataset.hydration, 'interaction').toBe('hydrated'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('button', { name: 'Hydrates on interaction: 1' }),
    ).toBeVisible();

    // A press hydrates its section and still counts (React replays it once hydrated).
    await userEvent.click(canvas.getByRole('button', { name: 'Hydrates on click: 0' }));
    await expect(await canvas.findByRole('button', { name: 'Hydrates on click: 1' })).toBeVisible();

    // A press while the section's code is still on the way is held, not lost: once the code
    // has come and the section hydrated, it counts (once).
    await userEvent.click(canvas.getByRole('button', { name: 'Code on the way: 0' }));
    await expect(frame('slow')).toHaveAttribute('data-hydration', 'pending');
    releaseSlowCode();
    await waitFor(() => expect(frame('slow').dataset.hydration, 'slow').toBe('hydrated'));
    await expect(await canvas.findByRole('button', { name: 'Code on the way: 1' })).toBeVisible();

    // Below the fold: the early one (200 px margin) hydrates before it is in view.
    await expect(frame('visible')).toHaveAttribute('data-hydration', 'pending');
    await waitFor(() => expect(frame('early').dataset.hydration, 'early').toBe('hydrated'));
    await expect(frame('late')).toHaveAttribute('data-hydration', 'pending');
    frame('visible').scrollIntoView({ block: 'center' });
    await waitFor(() => expect(frame('visible').dataset.hydration, 'visible').toBe('hydrated'));
    await userEvent.click(canvas.getByRole('button', { name: /Hydrates when visible/ }));
    await expect(
      await canvas.findByRole('button', { name: 'Hydrates when visible: 1' }),
    ).toBeVisible();
    await expect(frame('never')).toHaveAttribute('data-hydration', 'pending');
  },
};

/**
 * One part of a page behind `LazyHydrate` (visible), as server HTML in the story's canvas:
 * `Lab` puts it there, `hydrate` hydrates it with `hydrateRoot` when the test says so
 * (outside Storybook's `act`, under which React renders without yielding). `beforeHydrate`
 * starts what the test watches during the hydration, and returns how to stop it.
 */
function lazyPartLab(content: () => ReactNode, beforeHydrate: () => () => void = () => () => {}) {
  let hydrate = () => {};
  function Lab() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const container = ref.current;
      if (!container) return;
      const part = (serverRender: boolean) => (
        <RendererContext value={{ blocks: {}, personalization: {}, serverRender }}>
          <LazyHydrate when="visible" deps={[]} render={content} />
        </RendererContext>
      );
      const html = serverHtml(container, part);
      let stop = () => {};
      hydrate = () => {
        stop = beforeHydrate();
        html.hydrate();
      };
      return () => {
        stop();
        html.unmount();
      };
    }, []);
    return <div ref={ref} />;
  }
  return { Lab, hydrate: () => hydrate() };
}

/** A heavy part of a page in view at load, as the product grid's rows and the buy box's. */
const heavyPart = lazyPartLab(
  () => <HeavyList items={40} />,
  () => {
    hydrationTasks.itemsPerTask.clear();
    return hydrationTasks.start();
  },
);

/**
 * A part that hydrates as it comes into view does so in short slices (a transition), not in
 * one task: the browser runs other tasks between its items. In one task, a product grid's
 * first rows held a phone's main thread for a few hundred milliseconds.
 */
export const VisibleHydratesInSlices: Story = {
  render: () => <heavyPart.Lab />,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Item 40');
    heavyPart.hydrate();
    const part = await waitFor(() => {
      const frame = canvasElement.querySelector<HTMLElement>('[data-hydration]');
      expect(frame?.dataset.hydration).toBe('hydrated');
      return frame as HTMLElement;
    });
    await expect(part.querySelectorAll('li')).toHaveLength(40);
    // Its 40 items rendered a few at a time, other tasks running in between (in one task,
    // all 40 would be rendered in the same one).
    const mostInOneTask = Math.max(...hydrationTasks.itemsPerTask.values());
    await expect(mostInOneTask).toBeLessThanOrEqual(10);
  },
};

/** A client-only render (a client-side navigation) has nothing to keep: all render at once. */
export const ClientRender: Story = {
  args: {
    blocks: labBlocks,
    sections: [
      counter('never', 'Never', 'never'),
      counter('interaction', 'Interaction', 'interaction'),
      counter('visible', 'Visible', 'visible'),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Never: 0' }));
    await expect(canvas.getByRole('button', { name: 'Never: 1' })).toBeVisible();
    for (const id of ['never', 'interaction', 'visible']) {
      await expect(section(canvasElement, id)).toHaveAttribute('data-hydration', 'client');
    }
  },
};

/** A controlled field and box, as a form's: what it shows is its state. */
function NameField() {
  const [name, setName] = useState('');
  const [news, setNews] = useState(false);
  return (
    <div>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={news} onChange={(event) => setNews(event.target.checked)} />
        News
      </label>
      <p>
        State: {name || 'empty'}, {news ? 'news' : 'no news'}
      </p>
    </div>
  );
}

/** A form's part, as the checkout's step and the cart's promo code. */
const typedPart = lazyPartLab(() => <NameField />);

/**
 * What a shopper types or ticks in a part's server HTML before it hydrates (a slow phone,
 * the checkout's or the cart's forms) is still there once it has, and in the form's state:
 * React sets a controlled field to its state as it hydrates, and the text was gone.
 */
export const TypedBeforeHydrationIsKept: Story = {
  render: () => <typedPart.Lab />,
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Name' });
    await userEvent.type(field, 'Annabel');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'News' }));
    typedPart.hydrate();
    await expect(await canvas.findByText('State: Annabel, news')).toBeVisible();
    await expect(field).toHaveValue('Annabel');
    await expect(canvas.getByRole('checkbox', { name: 'News' })).toBeChecked();
    // Typed on, once hydrated, it is the form's as usual.
    await userEvent.type(field, ' Lee');
    await expect(await canvas.findByText('State: Annabel Lee, news')).toBeVisible();
  },
};
