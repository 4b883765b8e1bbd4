import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { Carousel } from '#components/Carousel/index.ts';
import { reduceMotion } from '#components/test/reducedMotion.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs } from '../storybook/helpers.ts';
import { videoSchema } from './Video.schema.ts';
import { Video } from './Video.tsx';
import { VideoSettingsProvider } from './VideoSettings.tsx';

const demo = '/media/video/trail';
const captions = [
  { url: `${demo}.en.vtt`, lang: 'en', label: 'English' },
  { url: `${demo}.fr.vtt`, lang: 'fr', label: 'Français' },
  { url: `${demo}.de.vtt`, lang: 'de', label: 'Deutsch' },
];

const meta = {
  title: 'CMS blocks/Video',
  component: Video,
  args: blockArgs(videoSchema, {
    url: `${demo}.webm`,
    fallbackUrl: `${demo}.mp4`,
    poster: `${demo}-poster.jpg`,
    captions,
    duration: 6,
    width: 16,
    height: 9,
    seoTitle: 'Morning on the ridge',
    seoDescription: 'A walk above the tree line at sunrise.',
  }),
  argTypes: argTypesFromSchema(videoSchema),
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('video') as HTMLVideoElement;
const figureOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-block="Video"]') as HTMLElement;
const sourcesOf = (canvasElement: HTMLElement) =>
  Array.from(videoOf(canvasElement).querySelectorAll('source')).map((source) =>
    source.getAttribute('src'),
  );

/** The native player with its bar, poster and captions in the page's language. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(canvas.getByLabelText('Morning on the ridge')).toBe(video);
    await expect(video).toHaveAccessibleDescription('A walk above the tree line at sunrise.');
    await expect(video.controls).toBe(true);
    await waitFor(() => expect(sourcesOf(canvasElement)).toEqual([`${demo}.webm`, `${demo}.mp4`]));
    await expect(video.getAttribute('poster')).toBe(`${demo}-poster.jpg`);
    await expect(figureOf(canvasElement)).toHaveAttribute('data-player', 'native');
    const tracks = Array.from(video.querySelectorAll('track'));
    await expect(tracks.map((track) => track.srclang)).toEqual(['en', 'fr', 'de']);
    await expect(tracks.find((track) => track.default)?.srclang).toBe('en');
    await expect(video.paused).toBe(true);
    // Nothing plays by itself; the player's own play button (keyboard: Space) starts it.
    await expect(video.preload).toBe('metadata');
  },
};

export const Playground: Story = {};

/** Spec §4: plays on load, muted even when authored with sound, and loops. */
export const AutoplayMuted: Story = {
  globals: { locale: 'fr-fr' },
  args: { autoplay: true, muted: false, loop: true },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(figureOf(canvasElement)).toHaveAttribute('data-state', 'playing');
    await expect(
      Array.from(video.querySelectorAll('track')).find((track) => track.default)?.srclang,
    ).toBe('fr');
  },
};

/** Without the player bar, a play/pause button named after the video, for keyboard and mouse. */
export const HiddenControls: Story = {
  args: { autoplay: true, hideControls: true, loop: true },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(video.controls).toBe(false);
    const pause = await canvas.findByRole('button', { name: 'Pause video: Morning on the ridge' });
    await userEvent.tab();
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(true));
    const playButton = canvas.getByRole('button', { name: 'Play video: Morning on the ridge' });
    await expect(playButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(false));
  },
};

/** Reduced motion: an autoplay video stays on its poster until the user plays it. */
export const ReducedMotion: Story = {
  args: { autoplay: true, hideControls: true },
  beforeEach: reduceMotion,
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await waitFor(() => expect(sourcesOf(canvasElement)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(video.paused).toBe(true);
    await expect(figureOf(canvasElement)).toHaveAttribute('data-state', 'paused');
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Morning on the ridge' }));
    await waitFor(() => expect(video.paused).toBe(false));
  },
};

/**
 * Below the fold: no video, caption, metadata or poster request until it scrolls into view
 * (the poster waits as a lazy image; the player gets it once seen).
 */
export const LoadsWhenSeen: Story = {
  render: (args) => (
    <>
      <div style={{ blockSize: '250vh' }} data-testid="above" />
      <Video {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(video.preload).toBe('none');
    await expect(sourcesOf(canvasElement)).toEqual([]);
    await expect(video.querySelectorAll('track')).toHaveLength(0);
    await expect(video.networkState).toBe(HTMLMediaElement.NETWORK_EMPTY);
    await expect(video).not.toHaveAttribute('poster');
    const lazy = canvasElement.querySelector('[data-testid="video-poster"]') as HTMLImageElement;
    await expect(lazy).toHaveAttribute('loading', 'lazy');
    await expect(lazy).toHaveAttribute('src', `${demo}-poster.jpg`);
    video.scrollIntoView();
    await waitFor(() => expect(sourcesOf(canvasElement)).toHaveLength(2));
    await expect(video.preload).toBe('metadata');
    await expect(video.getAttribute('poster')).toBe(`${demo}-poster.jpg`);
    await expect(canvasElement.querySelector('[data-testid="video-poster"]')).toBeNull();
  },
};

const cloudinary = {
  cloudinaryAsset: { cloudName: 'cairn-demo', publicId: 'films/ridge-walk' },
  duration: 95,
};

/**
 * The Cloudinary stream: flag on, asset present, over 30 s. (Its delivery URL points at this
 * Storybook here, so nothing is asked of Cloudinary.)
 */
export const CloudinaryChosen: Story = {
  args: cloudinary,
  render: (args) => (
    <VideoSettingsProvider cloudinaryPlayer cloudinaryDeliveryUrl="/media/cloudinary">
      <Video {...args} />
    </VideoSettingsProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(figureOf(canvasElement)).toHaveAttribute('data-player', 'cloudinary');
    await waitFor(() =>
      expect(sourcesOf(canvasElement)).toEqual([
        '/media/cloudinary/cairn-demo/video/upload/f_auto,q_auto/films/ridge-walk',
      ]),
    );
    await expect(videoOf(canvasElement).getAttribute('poster')).toBe(
      '/media/cloudinary/cairn-demo/video/upload/so_0/films/ridge-walk.jpg',
    );
  },
};

/** Flag on and an asset, but 30 s or less: the native player and its file. */
export const CloudinaryShortVideo: Story = {
  args: { ...cloudinary, duration: 30 },
  render: CloudinaryChosen.render,
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(figureOf(canvasElement)).toHaveAttribute('data-player', 'native');
    await waitFor(() => expect(sourcesOf(canvasElement)[0]).toBe(`${demo}.webm`));
  },
};

/** A long video with an asset on a site without the Cloudinary player: native. */
export const CloudinaryFlagOff: Story = {
  args: cloudinary,
  play: async ({ canvasElement }) => {
    await expect(figureOf(canvasElement)).toHaveAttribute('data-player', 'native');
    await waitFor(() => expect(sourcesOf(canvasElement)[0]).toBe(`${demo}.webm`));
  },
};

/** Spec §4: pausing the carousel pauses the videos in its slides; playing plays them again. */
export const InPausedCarousel: Story = {
  args: { autoplay: true, loop: true, hideControls: true },
  render: (args) => (
    <Carousel label="Trail films" autoplay autorotateTime={600} slidesPerView={1}>
      <Video {...args} />
      <Video {...args} seoTitle="Evening at the lake" />
    </Carousel>
  ),
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const first = videoOf(canvasElement);
    await waitFor(() => expect(first.paused).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await waitFor(() => expect(first.paused).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Start automatic slide show' }));
    await waitFor(() => expect(first.paused).toBe(false));
  },
};

/** Spec §8: a refused autoplay (here a file that does not exist) is logged, the page goes on. */
export const AutoplayFailureLogged: Story = {
  args: { autoplay: true, url: '/media/video/missing.webm', fallbackUrl: undefined },
  beforeEach() {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Video autoplay failed/),
        'CMS Error: Video, standalone',
      ),
    );
    await expect(canvas.getByLabelText('Morning on the ridge')).toBeVisible();
  },
};

/** No poster, no captions, no description: the player alone. */
export const Minimal: Story = {
  args: { poster: undefined, captions: [], seoDescription: '', width: 4, height: 3 },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    // Seen (its sources asked for), and still no poster of either kind.
    await waitFor(() => expect(video.preload).not.toBe('none'));
    await expect(video).not.toHaveAttribute('poster');
    await expect(canvasElement.querySelector('[data-testid="video-poster"]')).toBeNull();
    await expect(video).not.toHaveAttribute('aria-describedby');
    const box = video.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 3)).toBe(4);
  },
};

export const LongText: Story = {
  globals: { locale: 'de-de' },
  args: {
    seoTitle:
      'A very long walk along the ridge above the tree line at sunrise, with the whole valley below and the lakes shining in the first light',
    seoDescription: 'A long description. '.repeat(40),
    hideControls: true,
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: /^Video abspielen: A very long walk/ }),
    ).toBeVisible();
  },
};
