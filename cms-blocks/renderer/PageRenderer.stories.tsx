import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { getAugmentedPage } from '#api/contract/content.ts';
import type { ContentSectionInput } from '#api/contract/contentSections.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { blockRegistry } from '../registry.ts';
import { storyGlobals } from '../storybook/helpers.ts';
import { TrackingProvider } from '../tracking.tsx';
import { PageRenderer } from './PageRenderer.tsx';
import { RECALCULATE_EXPERIENCES_EVENT } from './personalization.ts';
import { emptyBlock, throwingBlock } from './test/labBlocks.tsx';
import { section } from './test/serverHtml.tsx';
import { spaceValue } from './test/spaceValue.ts';
import { useContentDocument } from './useContentDocument.ts';

const text = (id: string, html: string, options?: ContentSectionInput['options']) => ({
  id,
  component: 'RichText',
  props: { richText: html },
  ...(options ? { options } : {}),
});

const onEvent = fn();
const onSectionError = fn();

const meta = {
  title: 'CMS blocks/Renderer',
  component: PageRenderer,
  args: {
    blocks: blockRegistry,
    sections: [
      text('intro', '<h2>Layers for the long way up</h2><p>Shells, fleece and base layers.</p>'),
      {
        id: 'faq',
        component: 'Accordion',
        props: {
          accordions: [
            { title: 'How does it fit?', richText: '<p>Athletic; size up for layering.</p>' },
            { title: 'Can I return it?', richText: '<p>Within 60 days, unworn.</p>' },
          ],
        },
        options: { bottomMargins: { sm: 'large', lg: 'xxlarge' } },
      },
      { id: 'end', component: 'Spacer', props: { size: 'large' } },
    ],
    onSectionError,
  },
  argTypes: {
    document: { control: false },
    blocks: { control: false },
    fragments: { control: 'object' },
    personalization: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <TrackingProvider onEvent={onEvent}>
        <Story />
      </TrackingProvider>
    ),
  ],
  beforeEach() {
    onEvent.mockClear();
    onSectionError.mockClear();
  },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spies on console.error for one story; the spy is restored when the story ends. */
function spyOnErrors() {
  const spy = spyOn(console, 'error').mockImplementation(() => {});
  return { spy, restore: () => spy.mockRestore() };
}
let errors: ReturnType<typeof spyOnErrors>['spy'];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Layers for the long way up' })).toBeVisible();
    const fit = canvas.getByRole('button', { name: 'How does it fit?' });
    await userEvent.tab();
    await expect(fit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(fit).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Athletic; size up for layering.')).toBeVisible();
  },
};

/** Spec §8: an invalid section is skipped and logged as `CMS Error: component, id`. */
export const InvalidSectionSkipped: Story = {
  args: {
    sections: [
      text('before', '<p>The section before renders.</p>'),
      { id: 'broken-faq', component: 'Accordion', props: { accordions: 'not a list' } },
      { id: 'mystery', component: 'Hologram', props: {} },
      { id: 'bad-envelope', component: 'Spacer', props: {}, options: { hydration: 'later' } },
      text('after', '<p>The section after renders too.</p>'),
    ],
  },
  beforeEach() {
    const { spy, restore } = spyOnErrors();
    errors = spy;
    return restore;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('The section before renders.')).toBeVisible();
    await expect(canvas.getByText('The section after renders too.')).toBeVisible();
    await expect(section(canvasElement, 'broken-faq')).toBeNull();
    await expect(section(canvasElement, 'mystery')).toBeNull();
    await expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('accordions'),
      'CMS Error: Accordion, broken-faq',
    );
    await expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('Hologram'),
      'CMS Error: Hologram, mystery',
    );
    await expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('hydration'),
      'CMS Error: Spacer, bad-envelope',
    );
    await expect(onSectionError).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'Accordion', id: 'broken-faq', reason: 'invalid' }),
    );
  },
};

/** A block that throws while rendering is caught by its section's error boundary. */
export const ThrowingBlockCaught: Story = {
  args: {
    blocks: { ...blockRegistry, Throwing: throwingBlock },
    sections: [
      text('before', '<p>Above the broken block.</p>'),
      {
        id: 'explodes',
        component: 'Throwing',
        props: {},
        options: { bottomMargins: { sm: 'xxxlarge' } },
      },
      text('after', '<p>Below the broken block.</p>'),
    ],
  },
  beforeEach() {
    const { spy, restore } = spyOnErrors();
    errors = spy;
    return restore;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Above the broken block.')).toBeVisible();
    await expect(canvas.getByText('Below the broken block.')).toBeVisible();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'The Throwing block failed to render',
        'CMS Error: Throwing, explodes',
      ),
    );
    // The failed section keeps no margin behind.
    const frame = section(canvasElement, 'explodes') as HTMLElement;
    await waitFor(() => expect(frame).toHaveAttribute('data-empty', 'true'));
    await expect(getComputedStyle(frame).marginBottom).toBe('0px');
    await expect(onSectionError).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'explodes', reason: 'render' }),
    );
  },
};

const heroTest = {
  id: 'hero-test',
  name: 'Home hero test',
  component: 'Experience',
  props: {
    experienceId: 'home-hero',
    type: 'experiment',
    trackingEvent: 'home-hero-test',
    baselines: [text('hero-a', '<p>Baseline: Built for the long way up</p>')],
    variants: [
      {
        name: 'Adventure',
        variantId: 'home-hero-b',
        targets: [text('hero-b', '<p>Variant B: Go further this season</p>')],
      },
    ],
  },
} as const;

export const ExperienceBaseline: Story = {
  args: { sections: [heroTest] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Baseline: Built for the long way up')).toBeVisible();
    await expect(canvas.queryByText(/Variant B/)).toBeNull();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({
        name: 'product.onMonetateActiveExperiences',
        payload: {
          experienceId: 'home-hero',
          trackingEvent: 'home-hero-test',
          variantId: null,
          label: 'AB_Mon_SS_baseline',
        },
      }),
    );
  },
};

/** Spec §2: `p13n_testcontext` forces a variant by the `_<variantId>` end of an entry. */
export const ExperienceForcedByTestContext: Story = {
  args: {
    sections: [heroTest],
    personalization: {
      testContext: { variants: ['home-hero-test_home-hero-b'], segments: [] },
      decide: () => null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Variant B: Go further this season')).toBeVisible();
    await expect(canvas.queryByText(/Baseline/)).toBeNull();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith(
        expect.objectContaining({
          payload: expect.objectContaining({
            variantId: 'home-hero-b',
            label: 'AB_Mon_SS_Adventure',
          }),
        }),
      ),
    );
  },
};

let decision: string | null = null;
const decide = fn(() => decision);

/** The experimentation decision picks the variant; `recalculateMonetateVfa` asks again. */
export const ExperienceDecision: Story = {
  args: { sections: [heroTest], personalization: { decide } },
  beforeEach() {
    decision = null;
    decide.mockClear();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Baseline/)).toBeVisible();
    await expect(decide).toHaveBeenCalledWith(
      expect.objectContaining({ experienceId: 'home-hero' }),
    );
    decision = 'home-hero-b';
    window.dispatchEvent(new Event(RECALCULATE_EXPERIENCES_EVENT));
    await expect(await canvas.findByText('Variant B: Go further this season')).toBeVisible();
  },
};

const loyalty = {
  id: 'loyalty',
  component: 'Segmentation',
  props: {
    segments: [
      { id: 'loyalty-member', targets: [text('member', '<p>Your points are waiting</p>')] },
      { id: 'non-loyalty-logged-in', targets: [text('upgrade', '<p>Add XPLR Pass</p>')] },
    ],
    baselines: [text('join', '<p>Join XPLR Pass</p>'), text('join-2', '<p>Second baseline</p>')],
  },
} as const;

/** Without a matching condition the first baseline shows (spec §4). */
export const SegmentationBaseline: Story = {
  args: { sections: [loyalty] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Join XPLR Pass')).toBeVisible();
    await expect(canvas.queryByText('Second baseline')).toBeNull();
    await expect(canvas.queryByText('Your points are waiting')).toBeNull();
  },
};

export const SegmentationByCondition: Story = {
  args: {
    sections: [loyalty],
    personalization: { conditions: { 'logged-in': true, 'loyalty-member': true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your points are waiting')).toBeVisible();
    await expect(canvas.queryByText('Join XPLR Pass')).toBeNull();
  },
};

export const SegmentationFromTestContext: Story = {
  args: {
    sections: [loyalty],
    personalization: {
      testContext: { variants: [], segments: ['non-loyalty-logged-in'] },
      conditions: { 'loyalty-member': true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add XPLR Pass')).toBeVisible();
  },
};

/** `page/…` keeps fragment references; given the fragment's content they render in place. */
export const FragmentResolved: Story = {
  args: {
    sections: [
      { id: 'size-guide', component: 'Fragment', props: { fragmentId: 'size-guide' } },
      { id: 'elsewhere', component: 'Fragment', props: { fragmentId: 'not-given' } },
      text('after', '<p>After the fragments.</p>'),
    ],
    fragments: {
      'size-guide': [text('size-guide-text', '<p>Measure over a base layer.</p>')],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Measure over a base layer.')).toBeVisible();
    await expect(section(canvasElement, 'elsewhere')).toBeNull();
    await expect(canvas.getByText('After the fragments.')).toBeVisible();
  },
};

/** Spec §2: sticky, full width (else the content width, centred), hidden per breakpoint. */
export const SectionOptions: Story = {
  args: {
    sections: [
      text('full', '<p>Full width</p>', { isFullWidth: true }),
      text('contained', '<p>Content width</p>', { bottomMargins: { sm: 'xlarge', lg: 'xxlarge' } }),
      text('sticky', '<p>Sticky</p>', { isSticky: true }),
      text('not-on-small', '<p>Hidden on small screens</p>', { hideOnBreakpoint: ['sm'] }),
      text('only-small', '<p>Only on small screens</p>', { hideOnBreakpoint: ['md', 'lg'] }),
      text('nowhere', '<p>Hidden everywhere</p>', { hideOnBreakpoint: ['sm', 'md', 'lg'] }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const contained = section(canvasElement, 'contained') as HTMLElement;
    await expect(getComputedStyle(contained).maxWidth).not.toBe('none');
    await expect(getComputedStyle(section(canvasElement, 'full') as HTMLElement).maxWidth).toBe(
      'none',
    );
    await expect(contained.style.marginBottom).toBe('');
    await expect(getComputedStyle(contained).marginBottom).toBe(
      spaceValue(canvasElement, vars.space.xlarge),
    );
    await expect(getComputedStyle(section(canvasElement, 'sticky') as HTMLElement).position).toBe(
      'sticky',
    );
    await expect(canvas.queryByText('Hidden on small screens')).not.toBeVisible();
    await expect(canvas.getByText('Only on small screens')).toBeVisible();
    await expect(section(canvasElement, 'nowhere')).toBeNull();
  },
};

/** The same options at the large breakpoint: the other margin, the other section hidden. */
export const SectionOptionsLarge: Story = {
  ...SectionOptions,
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvas, canvasElement }) => {
    const contained = section(canvasElement, 'contained') as HTMLElement;
    await expect(getComputedStyle(contained).marginBottom).toBe(
      spaceValue(canvasElement, vars.space.xxlarge),
    );
    await expect(canvas.getByText('Hidden on small screens')).toBeVisible();
    await expect(canvas.queryByText('Only on small screens')).not.toBeVisible();
  },
};

/** Spec §4: an experience whose content has zero items takes no bottom margin. */
export const EmptyContentDropsMargin: Story = {
  args: {
    blocks: { ...blockRegistry, EmptyList: emptyBlock },
    sections: [
      {
        id: 'recs-experience',
        component: 'Experience',
        props: {
          experienceId: 'recs',
          type: 'experiment',
          baselines: [{ id: 'recs', component: 'EmptyList', props: { items: [] } }],
          variants: [],
        },
        options: { bottomMargins: { sm: 'xxxlarge' } },
      },
      {
        id: 'filled',
        component: 'EmptyList',
        props: { items: ['Trail runner', 'Rain shell'] },
        options: { bottomMargins: { sm: 'xxxlarge' } },
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const empty = section(canvasElement, 'recs-experience') as HTMLElement;
    await waitFor(() => expect(empty).toHaveAttribute('data-empty', 'true'));
    await expect(getComputedStyle(empty).marginBottom).toBe('0px');
    const filled = section(canvasElement, 'filled') as HTMLElement;
    await expect(canvas.getByText('Trail runner')).toBeVisible();
    await expect(filled).not.toHaveAttribute('data-empty');
    await expect(getComputedStyle(filled).marginBottom).toBe(
      spaceValue(canvasElement, vars.space.xxxlarge),
    );
  },
};

const previewCalls: string[] = [];

function ContentPage() {
  const { data, isPending, isError } = useContentDocument(getAugmentedPage, {
    siteId: 'ridgeline-en-us',
    page: 'home',
  });
  if (isPending) return <p>Loading content…</p>;
  if (isError) return <p>Content failed</p>;
  return <PageRenderer document={data} blocks={blockRegistry} />;
}

/** Spec §2: preview parameters of the page URL pass through to the content call. */
export const PreviewParametersPassThrough: Story = {
  render: () => <ContentPage />,
  parameters: {
    router: {
      initialEntries: [
        '/en-us?preview=true&previewDateTime=2027-11-27T10:00:00.000Z&utm_source=mail',
      ],
    },
  },
  beforeEach({ msw }) {
    previewCalls.length = 0;
    msw.use(
      http.get('*/api/:mode/caas/v1/canvas/augmentedpage/:siteId/:page', ({ request, params }) => {
        previewCalls.push(request.url);
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(
          getAugmentedPage.response.parse({
            id: 'home',
            name: 'Home',
            type: 'home',
            locale: 'en-us',
            siteId: 'ridgeline-en-us',
            slug: '',
            parentSlug: null,
            layoutVariant: null,
            seo: {
              title: 'Home',
              description: '',
              canonicalPath: null,
              robots: 'index,follow',
              alternates: [],
            },
            publication: { status: 'draft', start: null, end: null },
            breadcrumbs: [],
            children: [],
            sections: [
              text(
                'echo',
                `<p>Mode ${String(params.mode)}, preview ${query.get('preview')}, at ${query.get('previewDateTime')}</p>`,
              ),
            ],
          }),
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Mode preview, preview true, at 2027-11-27T10:00:00.000Z'),
    ).toBeVisible();
    await expect(previewCalls).toHaveLength(1);
    await expect(previewCalls[0]).not.toContain('utm_source');
  },
};
