import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '#design-tokens/contract.css.ts';
import { Image } from '../Image/index.ts';
import { demoImage, imageHandler } from '../Image/test/imageHandler.ts';
import { ProductCard } from '../ProductCard/index.ts';
import { Carousel } from './Carousel.tsx';

const tiles = ['Shells', 'Insulation', 'Fleece', 'Base layers', 'Trail shoes', 'Packs'];

function Tile({ title }: { title: string }) {
  return (
    <a
      href={`/en-us/c/${title.toLowerCase().replace(' ', '-')}-1001`}
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        minHeight: '8rem',
        padding: vars.space.gutter,
        background: vars.color.background.neutralSoft,
        color: vars.color.foreground.neutral,
        borderRadius: vars.radius.standard,
      }}
    >
      {title}
    </a>
  );
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    label: 'Shop by category',
    slidesPerView: 2,
    onIndexChange: fn(),
    children: tiles.map((title) => <Tile key={title} title={title} />),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('button', { name: /^Slide \d+$/ })
    .find((dot: HTMLElement) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

/** The live region that tells screen readers where the carousel went. */
const liveRegion = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvas.getByRole('region', { name: 'Shop by category' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group', { name: /of 6$/ });
    await expect(slides).toHaveLength(6);
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]).toHaveAccessibleName('1 of 6');

    // Keyboard: "Previous" is disabled at the start, so Tab lands on "Next".
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(currentDot(canvas)).toBe('Slide 2');
    await expect(liveRegion(canvasElement)).toHaveTextContent('Slide 2 of 6');
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    // The second slide scrolls to the start of the track.
    const track = slides[0]?.parentElement as HTMLElement;
    await waitFor(() =>
      expect(
        Math.abs(
          (slides[1]?.getBoundingClientRect().left ?? 0) - track.getBoundingClientRect().left,
        ),
      ).toBeLessThan(2),
    );
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  },
};

export const Playground: Story = {
  args: { loop: true, showProgress: true, slidesPerView: { sm: 1.2, md: 2, lg: 3 } },
};

export const IndicatorsByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Choose a slide' });
    const dots = within(group).getAllByRole('button');
    // Two per view of six slides: five resting positions.
    await expect(dots).toHaveLength(5);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    dots[2]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(dots[3]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(currentDot(canvas)).toBe('Slide 4');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
  },
};

export const NoLoopStopsAtTheEnds: Story = {
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    canvas.getByRole('button', { name: 'Slide 5' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(currentDot(canvas)).toBe('Slide 4');
  },
};

export const Loop: Story = {
  args: { loop: true, initialIndex: 4 },
  play: async ({ canvas }) => {
    await expect(currentDot(canvas)).toBe('Slide 5');
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(currentDot(canvas)).toBe('Slide 1');
    // …and back from the first to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(currentDot(canvas)).toBe('Slide 5');
  },
};

export const Autoplay: Story = {
  args: { autoplay: true, autorotateTime: 0.1 },
  play: async ({ canvas, canvasElement }) => {
    // WCAG 2.2.2: moving content has a visible pause button.
    const rotation = canvas.getByRole('button', { name: 'Stop automatic slide show' });
    await expect(rotation).toBeVisible();
    // While it rotates, position changes are not announced.
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(currentDot(canvas)).not.toBe('Slide 1'));
    // Focus on the pause button does not pause by itself; pressing it does.
    rotation.focus();
    await userEvent.keyboard('{Enter}');
    const play = canvas.getByRole('button', { name: 'Start automatic slide show' });
    await expect(play).toHaveFocus();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    const stoppedAt = currentDot(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
    await waitFor(() => expect(currentDot(canvas)).not.toBe(stoppedAt));
  },
};

export const AutoplayWrapsAround: Story = {
  // Turns a slide every 0.1 s: no two screenshots would agree (Autoplay is reviewed).
  tags: ['no-visual'],
  args: { autoplay: true, autorotateTime: 0.1, initialIndex: 4 },
  play: async ({ canvas }) => {
    await expect(currentDot(canvas)).toBe('Slide 5');
    // Autoplay returns to the start after the last position, even without loop.
    await waitFor(() => expect(currentDot(canvas)).toBe('Slide 1'));
  },
};

export const PausesOnHover: Story = {
  args: { autoplay: true, autorotateTime: 0.1 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Shop by category' });
    await userEvent.hover(region);
    // Paused: announcements come back on; the button still offers to stop (hover is temporary).
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
    // It may have turned once before the pointer came (a slow test browser): where it
    // stands now, it stays. Proving that nothing happens takes time: 2.5 rotation periods.
    const pausedAt = currentDot(canvas);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(currentDot(canvas)).toBe(pausedAt);
    await userEvent.unhover(region);
    await waitFor(() => expect(currentDot(canvas)).not.toBe(pausedAt));
  },
};

export const PausesOnFocus: Story = {
  args: { autoplay: true, autorotateTime: 0.1 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    // As on hover: wherever focus found it, it stays for 2.5 rotation periods.
    const pausedAt = currentDot(canvas);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(currentDot(canvas)).toBe(pausedAt);
    // Focus leaves the carousel: rotation resumes.
    await userEvent.tab({ shift: true });
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(currentDot(canvas)).not.toBe(pausedAt));
  },
};

export const ReducedMotion: Story = {
  args: { autoplay: true, autorotateTime: 0.1 },
  beforeEach() {
    // The test browser cannot switch the media feature itself: answer the query as a
    // system with "reduce motion" on would.
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const reduced = new EventTarget();
      return Object.assign(reduced, {
        matches: true,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    // No autoplay: the button offers to start it, and nothing moves until the user asks.
    const start = canvas.getByRole('button', { name: 'Start automatic slide show' });
    await expect(start).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(currentDot(canvas)).toBe('Slide 1');
    await userEvent.click(start);
    await userEvent.unhover(canvas.getByRole('region'));
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(currentDot(canvas)).toBe('Slide 2'));
  },
};

export const SmallScreenOneSlide: Story = {
  args: { slidesPerView: { sm: 1, md: 2, lg: 4 } },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const slides = canvas.getAllByRole('group', { name: /of 6$/ });
    const track = slides[0]?.parentElement as HTMLElement;
    await expect(slides[0]?.getBoundingClientRect().width).toBeCloseTo(track.clientWidth, 0);
    await expect(
      within(canvas.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button'),
    ).toHaveLength(6);
  },
};

export const PeekWithSlideWidth: Story = {
  args: { slideWidth: { sm: '80%' }, slideMaxWidth: '18rem' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const slides = canvas.getAllByRole('group', { name: /of 6$/ });
    const track = slides[0]?.parentElement as HTMLElement;
    const width = slides[0]?.getBoundingClientRect().width ?? 0;
    // 80 % of the track, capped at 18rem; the next slide peeks in.
    await expect(width).toBeCloseTo(Math.min(track.clientWidth * 0.8, 288), 0);
    await expect(slides[1]?.getBoundingClientRect().left).toBeLessThan(
      track.getBoundingClientRect().right,
    );
  },
};

export const ControlsPerBreakpoint: Story = {
  args: { showArrows: { sm: false, md: true }, showIndicators: true, showProgress: { sm: true } },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    // Small screens swipe: no arrows, dots and progress only.
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Choose a slide' })).toBeVisible();
    const bar = canvasElement.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    await expect(bar).toBeVisible();
  },
};

export const Progress: Story = {
  args: { showProgress: true, showIndicators: false },
  play: async ({ canvas, canvasElement }) => {
    const thumb = canvasElement.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    const bar = thumb.parentElement as HTMLElement;
    const share = () => thumb.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    // Two of six slides in view: the thumb is about a third of the bar, at the start.
    await expect(share()).toBeGreaterThan(0.28);
    await expect(share()).toBeLessThan(0.4);
    await expect(thumb.getBoundingClientRect().left).toBeCloseTo(
      bar.getBoundingClientRect().left,
      0,
    );
    // Swiped to the end, the thumb reaches the end of the bar.
    const track = canvas.getAllByRole('group', { name: /of 6$/ })[0]?.parentElement as HTMLElement;
    track.scrollTo({ left: track.scrollWidth, behavior: 'instant' });
    await waitFor(() =>
      expect(thumb.getBoundingClientRect().right).toBeCloseTo(bar.getBoundingClientRect().right, 0),
    );
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  },
};

export const SwipeMovesTheIndicators: Story = {
  play: async ({ canvas, canvasElement }) => {
    // A swipe is a native scroll of the track: the picker follows it.
    const slides = canvas.getAllByRole('group', { name: /of 6$/ });
    const track = slides[0]?.parentElement as HTMLElement;
    track.scrollTo({ left: (slides[2] as HTMLElement).offsetLeft, behavior: 'instant' });
    await waitFor(() => expect(currentDot(canvas)).toBe('Slide 3'));
    await expect(liveRegion(canvasElement)).toHaveTextContent('Slide 3 of 6');
  },
};

export const French: Story = {
  args: { label: 'Magasiner par catégorie' },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Magasiner par catégorie' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(canvas.getByRole('group', { name: '1 sur 6' })).toHaveAttribute(
      'aria-roledescription',
      'diapositive',
    );
    await expect(canvas.getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
  },
};

export const ImagesOnly: Story = {
  args: {
    label: 'Trail gallery',
    slidesPerView: 1,
    children: ['lake', 'ridge', 'forest'].map((name) => (
      <Image
        key={name}
        src={demoImage(`content/gallery/${name}.jpg`)}
        alt={`${name} trail`}
        aspectRatio={16 / 9}
      />
    )),
  },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
  play: async ({ canvas }) => {
    // No links in the slides: the track itself takes focus so arrow keys can scroll it.
    const slides = canvas.getAllByRole('group', { name: /of 3$/ });
    const track = slides[0]?.parentElement as HTMLElement;
    await userEvent.tab();
    await userEvent.tab();
    await expect(track).toHaveFocus();
  },
};

export const ProductCards: Story = {
  args: {
    label: 'You may also like',
    slidesPerView: { sm: 2, md: 3, lg: 4 },
    gap: 'gutter',
    children: ['RDGJK1001', 'RDGJK1002', 'TRDBT2002', 'RDGFL3003', 'TRDBT2005'].map((id, i) => (
      <ProductCard
        key={id}
        name={`Product ${i + 1}`}
        href={`/en-us/p/product-${id}`}
        image={{ src: demoImage(`products/${id}/front.png`) }}
        price={{ lowCurrent: 89 + i * 20 }}
        rating={{ score: 4 + i / 10, count: 10 * (i + 1) }}
        size="sm"
      />
    )),
  },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('group', { name: '1 of 5' })).toBeVisible();
  },
};

/** `gap: none`: slides edge to edge, each exactly its share of the track. */
export const NoGap: Story = {
  args: { gap: 'none', slidesPerView: { sm: 2, md: 2, lg: 2 } },
  play: async ({ canvas }) => {
    const slides = canvas.getAllByRole('group', { name: /of \d+$/ });
    const [first, second] = slides.map((slide) => slide.getBoundingClientRect());
    const track = slides[0]?.parentElement?.getBoundingClientRect();
    await expect(first && track && Math.round(first.width * 2)).toBe(
      track && Math.round(track.width),
    );
    await expect(first && second && Math.round(second.left - first.right)).toBe(0);
  },
};

export const SingleSlide: Story = {
  args: { children: <Tile title="Shells" /> },
  play: async ({ canvas }) => {
    // Nothing to move: no arrows, dots or pause button.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeVisible();
  },
};
