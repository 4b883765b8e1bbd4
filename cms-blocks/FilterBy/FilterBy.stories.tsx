import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { RecommendationContextProvider } from '../Recommendation/RecommendationContext.tsx';
import { blockRegistry } from '../registry.ts';
import { PageRenderer } from '../renderer/PageRenderer.tsx';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs } from '../storybook/helpers.ts';
import { type FilterByInput, type FilterByProps, filterBySchema } from './FilterBy.schema.ts';
import type { FilterPage } from './filterBy.ts';

const note = (id: string, text: string) => ({
  id,
  component: 'RichText',
  props: { richText: `<p>${text}</p>` },
});

interface PreviewProps extends FilterByProps {
  /** The page the filter sits on (what the store's product and category pages say). */
  page: FilterPage;
  onSectionError?: () => void;
}

/** A filter-by section on a page about `page`, rendered by the page renderer. */
function FilterByPreview({ page, onSectionError, ...props }: PreviewProps) {
  return (
    <RecommendationContextProvider value={page}>
      <PageRenderer
        blocks={blockRegistry}
        onSectionError={onSectionError}
        sections={[
          note('before', 'Above the filter.'),
          { id: 'filter', component: 'FilterBy', props },
          note('after', 'Below the filter.'),
        ]}
      />
    </RecommendationContextProvider>
  );
}

const args = (payload: FilterByInput) => blockArgs(filterBySchema, payload);
const wrapped = [note('limited', 'Made in a small batch, while stocks last.')];

const meta = {
  title: 'CMS blocks/FilterBy',
  component: FilterByPreview,
  args: {
    ...args({ variant: 'bySku', operator: 'IN', filterBy: ['RDGJK1001'], components: wrapped }),
    page: { productId: 'RDGJK1001' },
  },
  argTypes: {
    ...argTypesFromSchema(filterBySchema),
    page: { control: 'object', description: 'The product or category of the page' },
  },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof FilterByPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = async (canvasElement: HTMLElement, shown: boolean) => {
  await expect(canvasElement.textContent).toContain('Above the filter.');
  await expect(canvasElement.textContent).toContain('Below the filter.');
  await expect(canvasElement.textContent?.includes('Made in a small batch')).toBe(shown);
  await expect(canvasElement.querySelector('[data-component="FilterBy"]') !== null).toBe(shown);
};

/** bySku IN: the product page of a listed product shows the wrapped sections. */
export const BySkuIn: Story = {
  play: async ({ canvasElement }) => shows(canvasElement, true),
};

export const Playground: Story = {};

/** bySku IN matches the master id too, whatever the case. */
export const BySkuInByMasterId: Story = {
  args: { filterBy: ['rdgjk1000'], page: { productId: 'RDGJK1001-M', masterId: 'RDGJK1000' } },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => shows(canvasElement, true),
};

/** bySku IN on another product's page: nothing. */
export const BySkuInOtherProduct: Story = {
  args: { page: { productId: 'TRDBT2001' } },
  play: async ({ canvasElement }) => shows(canvasElement, false),
};

/** bySku NOT IN: hidden on the listed product's page… */
export const BySkuNotIn: Story = {
  args: { operator: 'NOT IN' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => shows(canvasElement, false),
};

/** …and shown on every other one. */
export const BySkuNotInOtherProduct: Story = {
  args: { operator: 'NOT IN', page: { productId: 'TRDBT2001' } },
  play: async ({ canvasElement }) => shows(canvasElement, true),
};

/** byCategory IN: the category page of a listed category. */
export const ByCategoryIn: Story = {
  args: { variant: 'byCategory', filterBy: ['cat-jackets'], page: { categoryId: 'cat-jackets' } },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => shows(canvasElement, true),
};

/** byCategory looks at the category only: a listed product id does not count. */
export const ByCategoryOnProductPage: Story = {
  args: { variant: 'byCategory', filterBy: ['RDGJK1001'], page: { productId: 'RDGJK1001' } },
  play: async ({ canvasElement }) => shows(canvasElement, false),
};

/** byCategory NOT IN on another category's page: shown. */
export const ByCategoryNotIn: Story = {
  args: {
    variant: 'byCategory',
    operator: 'NOT IN',
    filterBy: ['cat-jackets'],
    page: { categoryId: 'cat-boots' },
  },
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => shows(canvasElement, true),
};

/** Nothing to wrap: the section renders nothing, whatever the rule says. */
export const Empty: Story = {
  args: { components: [] },
  play: async ({ canvasElement }) => shows(canvasElement, false),
};

const onSectionError = fn();

/** A broken wrapped section is skipped and logged (spec §8); its neighbours still show. */
export const BrokenChild: Story = {
  args: {
    components: [...wrapped, { id: 'bad', component: 'RichText', props: { richText: 42 } }],
    onSectionError,
  },
  beforeEach() {
    onSectionError.mockClear();
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await shows(canvasElement, true);
    await expect(onSectionError).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'RichText', id: 'bad', reason: 'invalid' }),
    );
  },
};

/** A long list and long wrapped text. */
export const LongText: Story = {
  args: {
    filterBy: Array.from({ length: 200 }, (_, index) => `RDGJK${1000 + index}`),
    components: [
      note('long', `Made in a small batch, while stocks last. ${'Long text. '.repeat(80)}`),
    ],
  },
  play: async ({ canvasElement }) => shows(canvasElement, true),
};
