import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { anchorSchema } from './Anchor.schema.ts';
import { Anchor } from './Anchor.tsx';

const meta = {
  title: 'CMS blocks/Anchor',
  component: Anchor,
  args: blockArgs(anchorSchema, { anchorId: 'contact-form' }),
  argTypes: argTypesFromSchema(anchorSchema),
  // An in-page link above a screen of content, then the anchor and what it marks.
  render: (args) => (
    <>
      <a href={`#${args.anchorId}`}>Write to us</a>
      <div style={{ height: '150vh' }} />
      <Anchor {...args} />
      <h2>Contact form</h2>
    </>
  ),
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof Anchor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const target = canvasElement.ownerDocument.getElementById(args.anchorId) as HTMLElement;
    await expect(target).not.toBeNull();
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(target.getBoundingClientRect().top).toBeGreaterThan(view.innerHeight);
    // What following the link does: a fragment navigation of this document. (A clicked
    // plain link navigates the test runner's page away, so the play function sets the
    // fragment itself.)
    view.location.hash = args.anchorId;
    await waitFor(() => expect(target.getBoundingClientRect().top).toBeLessThan(view.innerHeight));
    // It lands below the sticky bars (scroll-margin), not under them.
    await expect(target.getBoundingClientRect().top).toBeGreaterThan(0);
    view.history.replaceState(null, '', `${view.location.pathname}${view.location.search}`);
  },
};

/** The anchor's id in Controls: the in-page link above follows it. */
export const Playground: Story = {
  args: { anchorId: 'size-guide' },
  play: async ({ args, canvas, canvasElement }) => {
    const target = canvasElement.ownerDocument.getElementById(args.anchorId);
    await expect(target).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      `#${args.anchorId}`,
    );
  },
};

export const Large: Story = {
  ...Default,
  globals: storyGlobals({ viewport: 'lg' }),
};

export const Medium: Story = {
  ...Default,
  globals: storyGlobals({ viewport: 'md' }),
};
