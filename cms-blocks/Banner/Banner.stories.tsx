import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { demoImage, imageHandler } from '#components/Image/test/imageHandler.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { storyGlobals } from '../storybook/helpers.ts';
import { fieldArgs } from '../storybook/structuredControls.ts';
import { TrackingProvider } from '../tracking.tsx';
import { type BannerContent, type BannerContentInput, bannerSchema } from './Banner.schema.ts';
import { Banner } from './Banner.tsx';
import { serviceSection } from './test/serviceContent.ts';

const onTrack = fn();

const picture = (name: string, width = 1600, height = 800, alt = 'Hikers on a ridge at dawn') => ({
  type: 'image' as const,
  url: demoImage(`content/ridgeline/${name}.png`),
  alt,
  width,
  height,
});

const promotion = {
  creativeName: 'ridgeline-home-hero',
  promotionId: 'ridgeline-home-hero',
  promotionName: 'Home hero',
};

const banner = (input: BannerContentInput) => bannerSchema.parse(input);

const hero = banner({
  variant: 'hero',
  title: 'Built for the long way up',
  subtitle: 'Shells, insulation and layers tested on real mountains.',
  overline: 'Ridgeline',
  titleH1: true,
  media: picture('home-hero'),
  mobileMedia: picture('home-hero-mobile', 800, 1000),
  linkType: 'CTA',
  targets: [
    { text: 'Shop men', url: '/en-us/c/men-1000', style: 'primary', size: 'large' },
    { text: 'Shop women', url: '/en-us/c/women-2000', style: 'secondary', size: 'large' },
  ],
  gradient: 'full',
  tone: 'dark',
  promotionTracking: promotion,
});

const meta = {
  title: 'CMS blocks/Banner',
  component: Banner,
  args: hero,
  argTypes: argTypesFromSchema(bannerSchema),
  decorators: [
    (Story) => (
      <TrackingProvider onEvent={onTrack}>
        <Story />
      </TrackingProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rendered banner (its root carries the variant). */
const bannerOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-variant]') as HTMLElement;
/** The box of the picture element that is displayed (art direction hides the other). */
const shownImage = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('img')].find((img) => img.getClientRects().length > 0);

export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Built for the long way up' }),
    ).toBeVisible();
    // Seen: one impression, with the promotion fields.
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({
        name: 'promotion.onImpression',
        payload: expect.objectContaining(promotion),
      }),
    );
    // Keyboard: the first CTA, Enter follows it and reports the click.
    await userEvent.tab();
    const cta = canvas.getByRole('link', { name: 'Shop men' });
    await expect(cta).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTrack).toHaveBeenCalledWith({
      name: 'promotion.onClick',
      payload: expect.objectContaining({ ...promotion, url: '/en-us/c/men-1000' }),
    });
    await expect(
      onTrack.mock.calls.filter(([event]) => event.name === 'promotion.onImpression'),
    ).toHaveLength(1);
  },
};

export const Playground: Story = { parameters: { testViewport: 'lg' } };

/** A picture of the demo content, as the Controls panel's picture picker offers it. */
const demoLogo = demoImage('content/ridgeline/logo.jpg');

/**
 * Authors edit a banner field by field in Controls, not as JSON: `targets` › `Targets 1` ›
 * `text`, and an eyebrow logo the banner did not have, picked from the demo pictures. Here
 * the first CTA's text and the logo are set as those controls set them.
 */
export const EditedFieldByField: Story = {
  args: fieldArgs<BannerContent>({
    targets__0__text: 'Shop the sale',
    eyebrowLogo__url: demoLogo,
    eyebrowLogo__alt: 'Ridgeline',
  }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, argTypes }) => {
    const controls: Record<string, unknown> = argTypes;
    // Control objects: the Controls panel shows a shorthand (`control: 'text'`) as "-".
    await expect(controls.targets__0__text).toMatchObject({
      control: { type: 'text', maxLength: 160 },
      description: expect.stringContaining('Up to 160 characters.'),
      table: { category: 'targets', subcategory: 'Targets 1' },
    });
    await expect(controls.eyebrowLogo__url).toMatchObject({
      control: { type: 'select', labels: { [demoLogo]: 'Ridgeline · logo', '': 'None' } },
      options: expect.arrayContaining(['', demoLogo]),
    });
    await expect(controls.splitWidth).toMatchObject({
      control: { type: 'inline-radio' },
      options: [60, 50, 40],
    });
    // What the block renders: the edited CTA, where it led, and the logo.
    await expect(canvas.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute(
      'href',
      '/en-us/c/men-1000',
    );
    await expect(canvas.queryByRole('link', { name: 'Shop men' })).toBeNull();
    await expect(await canvas.findByRole('img', { name: 'Ridgeline' })).toBeVisible();
  },
};

export const HeroSmallScreen: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvasElement, canvas }) => {
    // Art direction: the portrait picture on a phone.
    await waitFor(() => expect(shownImage(canvasElement)?.src).toContain('home-hero-mobile'));
    const root = bannerOf(canvasElement);
    const { width, height } = root.getBoundingClientRect();
    await expect(height).toBeGreaterThan(width);
    // The shade covers at least 35 % of the banner (gradient full).
    const band = canvas.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await expect(band.getBoundingClientRect().height).toBeGreaterThanOrEqual(height * 0.35 - 1);
  },
};

export const HeroLargeScreen: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownImage(canvasElement)?.src).toMatch(/home-hero\.png$/));
    const { width, height } = bannerOf(canvasElement).getBoundingClientRect();
    await expect(width).toBeGreaterThan(height);
  },
};

export const Image: Story = {
  args: banner({
    variant: 'image',
    title: 'New arrivals',
    subtitle: 'Fresh colours and lighter fabrics for the season ahead.',
    media: picture('new-arrivals'),
    targets: [{ text: 'Shop now', url: '/en-us/search?q=new', style: 'link' }],
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, canvas }) => {
    // The text sits below the picture.
    const image = shownImage(canvasElement) as HTMLElement;
    const title = canvas.getByRole('heading', { level: 2, name: 'New arrivals' });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      image.getBoundingClientRect().bottom - 1,
    );
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/en-us/search?q=new',
    );
  },
};

export const Overlay: Story = {
  args: banner({
    variant: 'overlay',
    title: 'New arrivals',
    subtitle: 'Fresh colours and lighter fabrics for the season ahead.',
    media: picture('new-arrivals'),
    targets: [{ text: 'Shop now', url: '/en-us/search?q=new', style: 'primary' }],
    gradient: 'focused',
    tone: 'dark',
    alignment: 'center',
  }),
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, canvas }) => {
    const root = bannerOf(canvasElement);
    const title = canvas.getByRole('heading', { name: 'New arrivals' });
    // Text over the picture, on a shade of half the banner (focused).
    const band = title.parentElement as HTMLElement;
    await expect(band.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      root.getBoundingClientRect().height * 0.5 - 1,
    );
    // The shade is translucent behind the text too: the picture shows through it.
    const behindText = getComputedStyle(band, '::before').boxShadow;
    await expect(behindText).toMatch(/(\/ 0?\.\d+\)|, 0?\.\d+\))/);
    await expect(getComputedStyle(band, '::before').backgroundImage).toMatch(
      /^linear-gradient\((transparent|rgba\(0, 0, 0, 0\)) 0%/,
    );
    await expect(getComputedStyle(title).textAlign).toBe('center');
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      root.getBoundingClientRect().bottom,
    );
  },
};

export const OverlayWithoutShade: Story = {
  args: banner({
    variant: 'overlay',
    title: 'Free repairs for life',
    media: picture('repairs'),
    gradient: 'off',
    tone: 'light',
    alignment: 'right',
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    // No shade: the text keeps its contrast in a solid box of the tone.
    const box = canvas.getByRole('heading', { name: 'Free repairs for life' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(box).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

const splitBanner = (splitWidth: 60 | 50 | 40, mediaPosition: 'start' | 'end' = 'start') =>
  banner({
    variant: 'split',
    title: 'Join XPLR Pass',
    subtitle: 'Free shipping, member prices and points on every order.',
    media: picture('xplr-pass'),
    targets: [{ text: 'Join for free', url: '/en-us/xplr-pass', style: 'primary' }],
    splitWidth,
    mediaPosition,
  });

const splitShare = (canvasElement: HTMLElement) => {
  const root = bannerOf(canvasElement).getBoundingClientRect();
  const media = (shownImage(canvasElement) as HTMLElement).getBoundingClientRect();
  return { share: media.width / root.width, mediaLeft: media.left - root.left };
};

export const Split60: Story = {
  args: splitBanner(60),
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(splitShare(canvasElement).share).toBeCloseTo(0.6, 1);
  },
};

export const Split50: Story = {
  args: splitBanner(50),
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(splitShare(canvasElement).share).toBeCloseTo(0.5, 1);
  },
};

export const Split40PictureAfter: Story = {
  args: splitBanner(40, 'end'),
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    const { share, mediaLeft } = splitShare(canvasElement);
    await expect(share).toBeCloseTo(0.4, 1);
    await expect(mediaLeft).toBeGreaterThan(0);
  },
};

export const SplitStacksOnSmallScreens: Story = {
  args: splitBanner(60),
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    await expect(splitShare(canvasElement).share).toBeCloseTo(1, 1);
  },
};

export const Thin: Story = {
  args: banner({
    variant: 'thin',
    title: 'Journal',
    subtitle: 'Stories, guides and gear advice from the trail.',
    titleH1: true,
    media: picture('journal-hero', 1600, 500),
    linkType: 'No-CTA',
    gradient: 'focused',
    tone: 'dark',
  }),
  globals: storyGlobals({ locale: 'en-ca' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    // No-CTA without a mediaTarget: nothing to follow.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const ThinFromServiceContent: Story = {
  name: 'Thin (service content: a legal page title)',
  args: bannerSchema.parse(
    serviceSection('tread-fr-ca', 'page', 'privacy', { component: 'Banner', id: 'title' }),
  ),
  globals: storyGlobals({ locale: 'fr-ca' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // A light panel without a picture is the page's colour: the title lines up with the
    // page's text instead of being indented by the panel's padding.
    const banner = canvasElement.firstElementChild as HTMLElement;
    await expect(heading.getBoundingClientRect().left).toBe(banner.getBoundingClientRect().left);
  },
};

export const HeroFromServiceContent: Story = {
  name: 'Hero (service content: the home page)',
  args: bannerSchema.parse(
    serviceSection('ridgeline-en-us', 'home', '', { component: 'Banner', id: 'hero' }),
  ),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Built for the long way up',
    );
    await expect(canvas.getByRole('link', { name: 'Shop men' })).toBeVisible();
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'promotion.onImpression' }),
      ),
    );
  },
};

export const BlockBelow: Story = {
  args: banner({
    variant: 'block-below',
    title: 'Shop all jackets',
    richText: '<p>Rain shells, down and <a href="/en-us/c/fleece-1300">fleece</a>.</p>',
    media: picture('category-1100'),
    targets: [{ text: 'Shop all', url: '/en-us/c/jackets-1100', style: 'secondary' }],
    tone: 'dark',
    alignment: 'center',
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { name: 'Shop all jackets' });
    const image = shownImage(canvasElement) as HTMLElement;
    await expect(title.getBoundingClientRect().top).toBeGreaterThan(
      image.getBoundingClientRect().bottom,
    );
    // Rich text links stay links, in the tone's readable colour.
    await expect(canvas.getByRole('link', { name: 'fleece' })).toBeVisible();
  },
};

export const Menu: Story = {
  args: banner({
    variant: 'menu',
    title: 'Rain ready',
    subtitle: 'Shells for every storm.',
    media: picture('menu-rain', 800, 800),
    targets: [{ text: 'Shop shells', url: '/en-us/c/rain-jackets-1110', style: 'link' }],
  }),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop shells' })).toHaveFocus();
  },
};

export const EspotWholeBannerIsOneLink: Story = {
  args: banner({
    variant: 'espot',
    title: 'Up to 30% off trail favourites',
    media: picture('summer-sale', 800, 1000),
    linkType: 'No-CTA',
    mediaTarget: { url: '/en-us/search?q=sale' },
    targets: [{ text: 'Ignored without CTA', url: '/en-us', style: 'primary' }],
    promotionTracking: { creativeName: 'espot', promotionId: 'summer', promotionName: 'Summer' },
  }),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Up to 30% off trail favourites' });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // Anywhere on the picture the pointer lands on the one link.
    const image = (shownImage(canvasElement) as HTMLElement).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      image.left + image.width / 2,
      image.top + image.height / 2,
    );
    await expect(hit).toBe(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTrack).toHaveBeenCalledWith({
      name: 'promotion.onClick',
      payload: expect.objectContaining({ promotionId: 'summer', url: '/en-us/search?q=sale' }),
    });
  },
};

export const PictureLinkWithCtas: Story = {
  args: banner({
    variant: 'image',
    title: 'Trail running',
    media: picture('trail'),
    mediaTarget: { url: '/en-us/c/trail-shoes-2510' },
    targets: [{ text: 'Shop trail shoes', url: '/en-us/c/trail-shoes-2510', style: 'primary' }],
  }),
  globals: storyGlobals({ locale: 'en-gb' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    // The picture links too, named by the title; the CTA stays its own link.
    await expect(canvas.getByRole('link', { name: 'Trail running' })).toHaveAttribute(
      'href',
      '/en-us/c/trail-shoes-2510',
    );
    await expect(canvas.getByRole('link', { name: 'Shop trail shoes' })).toBeVisible();
  },
};

export const HiddenTitle: Story = {
  args: banner({ ...hero, hideTitle: true, titleH1: false }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    // Still the banner's heading for screen readers, not shown on screen.
    const heading = canvas.getByRole('heading', { level: 2, name: 'Built for the long way up' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const EyebrowCaptionAndRichText: Story = {
  args: banner({
    variant: 'overlay',
    title: 'Made with Summit Mills',
    eyebrowText: 'Partner series',
    eyebrowLogo: { url: demoImage('content/logos/summit-mills.png'), alt: 'Summit Mills' },
    overline: 'Limited edition',
    richText: '<p>Recycled wool, <strong>woven in Scotland</strong>.</p>',
    caption: 'Photo: Ana Ruiz, Cairngorms, 2026. Conditions apply to the offer shown.',
    media: picture('partner'),
    gradient: 'full',
    tone: 'dark',
  }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Partner series')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Summit Mills' })).toBeVisible();
    await expect(canvas.getByText('woven in Scotland')).toBeVisible();
    // Spec §9: the caption is at most 9.375 rem wide.
    const caption = canvas.getByText(/^Photo: Ana Ruiz/);
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(150.5);
  },
};

export const LongText: Story = {
  args: banner({
    ...hero,
    title:
      'Everything you need for a week above the tree line, from the first frost to the last light of the season',
    subtitle:
      'Shells, insulation and base layers tested by guides on real mountains in every kind of weather, with free repairs for as long as you own them.',
  }),
  globals: storyGlobals({ locale: 'fr-ca' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    // Long text grows the banner instead of spilling out of it.
    const root = bannerOf(canvasElement).getBoundingClientRect();
    const last = canvas.getByRole('link', { name: 'Shop women' }).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(root.bottom);
  },
};

export const MissingImage: Story = {
  args: banner({
    ...hero,
    media: {
      url: demoImage('missing/hero.png'),
      alt: 'Hikers on a ridge',
      width: 1600,
      height: 800,
    },
    mobileMedia: null,
  }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    // The placeholder keeps the box and says what the picture showed; axe then checks the
    // text over it (white on the dark tone's panel, not on a pale placeholder).
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status="error"]')).not.toBeNull(),
    );
    await expect(await canvas.findByRole('img', { name: 'Hikers on a ridge' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const WithoutPicture: Story = {
  args: banner({
    variant: 'hero',
    title: 'Free returns for 60 days',
    targets: [{ text: 'How to return', url: '/en-us/help/returns/how-to-return', style: 'link' }],
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Free returns for 60 days' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
