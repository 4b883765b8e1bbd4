import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import type { z } from 'zod';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, computedLength } from '../storybook/helpers.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { accordionBlockSchema } from './Accordion.schema.ts';
import { AccordionBlock } from './Accordion.tsx';

type Payload = z.input<typeof accordionBlockSchema>;
const payload = (documentId: string, sectionId?: string) =>
  demoProps(documentId, 'Accordion', sectionId) as Payload;

/** Shows where the router is, to prove rich-text links navigate through it. */
function Location() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname}</output>;
}

const meta = {
  title: 'CMS blocks/Accordion',
  component: AccordionBlock,
  args: blockArgs(accordionBlockSchema, payload('ridgeline-en-us-page-xplr-pass')),
  argTypes: argTypesFromSchema(accordionBlockSchema),
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof AccordionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const [first, second] = args.accordions;
    const one = canvas.getByRole('button', { name: first?.title });
    const two = canvas.getByRole('button', { name: second?.title });
    await userEvent.tab();
    await expect(one).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(one).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: first?.title })).toBeVisible();
    // One at a time by default.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(two).toHaveAttribute('aria-expanded', 'true');
    await expect(one).toHaveAttribute('aria-expanded', 'false');
    await expect(one.querySelector('[data-icon="chevronDown"]')).not.toBeNull();
  },
};

export const Playground: Story = {};

/** Size guide fragment: plus icons, rules under every item. */
export const PlusIcons: Story = {
  args: blockArgs(accordionBlockSchema, payload('tread-fr-fr-fragment-size-guide')),
  parameters: { testViewport: 'md' },
  play: async ({ args, canvas, canvasElement }) => {
    const first = canvas.getByRole('button', { name: args.accordions[0]?.title });
    await expect(first.querySelector('[data-icon="plus"]')).not.toBeNull();
    // Its space (medium) above and below, none at the sides: the titles line up with the
    // product page's text.
    const root = canvasElement.querySelector('[data-block="Accordion"]') as HTMLElement;
    await expect(getComputedStyle(root).paddingTop).toBe(computedLength(root, '0.75rem'));
    await expect(first.getBoundingClientRect().left).toBe(root.getBoundingClientRect().left);
    await userEvent.click(first);
    await expect(first.querySelector('[data-icon="minus"]')).not.toBeNull();
  },
};

/** Boxed on a soft panel, accent titles, several open, full width, padded. */
export const BoxedAccentMultiple: Story = {
  args: {
    style: 'boxed',
    titleColor: 'brandAccent',
    allowsMultipleExpanded: true,
    isFullWidth: true,
    paddings: 'large',
  },
  parameters: { testViewport: 'lg' },
  play: async ({ args, canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-block="Accordion"]') as HTMLElement;
    await expect(getComputedStyle(root).paddingTop).toBe(computedLength(root, '1.5rem'));
    // Boxed: the space is inside the panel, at its sides too.
    await expect(getComputedStyle(root).paddingLeft).toBe(computedLength(root, '1.5rem'));
    for (const item of args.accordions) {
      await userEvent.click(canvas.getByRole('button', { name: item.title }));
    }
    for (const item of args.accordions) {
      await expect(canvas.getByRole('button', { name: item.title })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
  },
};

/** Not full width: panels keep a readable measure on large screens, centred. */
export const ReadableWidth: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-block="Accordion"]') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBeLessThan(
      (root.parentElement as HTMLElement).getBoundingClientRect().width,
    );
  },
};

/**
 * Authored HTML is sanitized; internal links go through the router (the story shows the
 * router's path below the block to prove it).
 */
export const RichTextLinksAndSanitizing: Story = {
  render: (args) => (
    <>
      <AccordionBlock {...args} />
      <Location />
    </>
  ),
  args: blockArgs(accordionBlockSchema, {
    accordions: [
      {
        title: 'Returns',
        richText:
          '<p>Read <a href="/en-us/help/returns/how-to-return">how to return</a>.</p>' +
          '<img src=x onerror="window.__xss=1"><a href="jav&#x09;ascript:window.__xss=1">Trap</a>' +
          '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
      },
    ],
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Returns' }));
    const panel = canvas.getByRole('group', { name: 'Returns' });
    await expect(panel.querySelector('img, style, math')).toBeNull();
    await expect(within(panel).getAllByRole('link')).toHaveLength(1);
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
    await userEvent.click(within(panel).getByRole('link', { name: 'how to return' }));
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      '/en-us/help/returns/how-to-return',
    );
    await expect(canvasElement.ownerDocument.defaultView?.location.pathname).not.toBe(
      '/en-us/help/returns/how-to-return',
    );
  },
};

export const NoBottomDivider: Story = {
  args: { bottomDivider: false },
  play: async ({ args, canvas }) => {
    const last = canvas.getByRole('button', { name: args.accordions.at(-1)?.title });
    const item = last.closest('[data-rac]')?.parentElement?.parentElement as HTMLElement;
    await expect(getComputedStyle(item).borderBottomStyle).toBe('none');
  },
};

/**
 * The help pages' questions (service content): in the page's column beside the side
 * navigation, the accordion takes the column's whole width with no padding of its own, so its
 * questions line up with the page's title and text.
 */
export const InAHelpPageColumn: Story = {
  args: blockArgs(accordionBlockSchema, payload('tread-en-us-page-help-faq')),
  play: async ({ args, canvas, canvasElement }) => {
    const block = canvasElement.querySelector('[data-block="Accordion"]') as HTMLElement;
    const question = canvas.getByRole('button', { name: args.accordions[0]?.title });
    const { left, width } = block.getBoundingClientRect();
    await expect(question.getBoundingClientRect().left).toBe(left);
    await expect(question.getBoundingClientRect().width).toBe(width);
    await expect(width).toBe(canvasElement.getBoundingClientRect().width);
  },
};
