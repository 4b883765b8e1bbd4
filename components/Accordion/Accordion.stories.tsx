import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { Link } from '../Link/index.ts';
import { accordionIconStyles } from './Accordion.css.ts';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion.tsx';

const sections = [
  { id: 'shipping', title: 'Shipping', body: 'Free standard shipping on orders over $75.' },
  { id: 'returns', title: 'Returns', body: 'Return unworn items within 30 days.' },
  { id: 'warranty', title: 'Warranty', body: 'Every jacket carries a two-year warranty.' },
];

function Items() {
  return sections.map((section) => (
    <AccordionItem key={section.id} id={section.id} title={section.title}>
      <p>{section.body}</p>
    </AccordionItem>
  ));
}

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { children: null, onExpandedChange: fn() },
  argTypes: {
    iconStyle: { control: 'inline-radio', options: accordionIconStyles },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    children: { control: false },
  },
  render: (args) => (
    <Accordion {...args}>
      <Items />
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const shipping = triggerOf(canvas, 'Shipping');
    const returns = triggerOf(canvas, 'Returns');
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(sections[0]?.body ?? '')).not.toBeVisible();

    await userEvent.tab();
    await expect(shipping).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(sections[0]?.body ?? '')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['shipping']));

    // One at a time: opening Returns closes Shipping.
    await userEvent.tab();
    await expect(returns).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');

    // Pointer closes it again.
    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = { args: { iconStyle: 'plus', allowsMultipleExpanded: true } };

export const SeveralExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvas }) => {
    await userEvent.click(triggerOf(canvas, 'Shipping'));
    await userEvent.click(triggerOf(canvas, 'Warranty'));
    await expect(triggerOf(canvas, 'Shipping')).toHaveAttribute('aria-expanded', 'true');
    await expect(triggerOf(canvas, 'Warranty')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['returns'] },
  play: async ({ canvas }) => {
    await expect(triggerOf(canvas, 'Returns')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(sections[1]?.body ?? '')).toBeVisible();
    // The panel is named by its title for screen readers.
    await expect(canvas.getByRole('group', { name: 'Returns' })).toBeInTheDocument();
  },
};

function ControlledAccordion(args: AccordionProps) {
  const [expanded, setExpanded] = useState<Set<Key>>(new Set(['warranty']));
  return (
    <>
      <p>{`Open: ${[...expanded].join(', ') || 'none'}`}</p>
      <Accordion
        {...args}
        expandedKeys={expanded}
        onExpandedChange={(keys) => {
          setExpanded(keys);
          args.onExpandedChange?.(keys);
        }}
      >
        <Items />
      </Accordion>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledAccordion {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Open: warranty')).toBeInTheDocument();
    await userEvent.click(triggerOf(canvas, 'Shipping'));
    await expect(canvas.getByText('Open: shipping')).toBeInTheDocument();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(new Set(['shipping']));
    await userEvent.click(triggerOf(canvas, 'Shipping'));
    await expect(canvas.getByText('Open: none')).toBeInTheDocument();
  },
};

export const IconStyles: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {accordionIconStyles.map((iconStyle) => (
        <Accordion {...args} key={iconStyle} iconStyle={iconStyle}>
          <AccordionItem id={iconStyle} title={`Icon ${iconStyle}`}>
            <p>{`Expanded with a ${iconStyle} icon.`}</p>
          </AccordionItem>
        </Accordion>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const plus = triggerOf(canvas, 'Icon plus');
    await expect(plus.querySelector('[data-icon="plus"]')).not.toBeNull();
    await userEvent.click(plus);
    await expect(plus.querySelector('[data-icon="minus"]')).not.toBeNull();

    const chevron = triggerOf(canvas, 'Icon chevron');
    const glyph = chevron.querySelector('[data-icon="chevronDown"]') as SVGElement;
    await userEvent.click(chevron);
    await expect(glyph).toHaveAttribute('data-expanded', 'true');
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(sections.map((s) => s.title));
  },
};

export const WithoutBottomDivider: Story = {
  args: { bottomDivider: false },
  play: async ({ canvas }) => {
    const last = triggerOf(canvas, 'Warranty').closest('h3')?.parentElement as HTMLElement;
    await expect(getComputedStyle(last).borderBottomStyle).toBe('none');
  },
};

export const WithBottomDivider: Story = {
  play: async ({ canvas }) => {
    const last = triggerOf(canvas, 'Warranty').closest('h3')?.parentElement as HTMLElement;
    await expect(getComputedStyle(last).borderBottomStyle).toBe('solid');
  },
};

export const DisabledItem: Story = {
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="care" title="Care instructions">
        <p>Machine wash cold.</p>
      </AccordionItem>
      <AccordionItem id="reviews" title="Reviews (0)" isDisabled>
        <p>No reviews yet.</p>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const reviews = triggerOf(canvas, 'Reviews (0)');
    await expect(reviews).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    // The disabled item is skipped by Tab.
    await expect(reviews).not.toHaveFocus();
  },
};

export const RichContentWithLinks: Story = {
  args: { defaultExpandedKeys: ['help'] },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="help" title="Need help?">
        <p>
          Read <Link href="/help/returns/how-to-return">how to return an item</Link> or{' '}
          <Link href="/help/contact-us">contact us</Link>.
        </p>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'how to return an item' })).toHaveFocus();
  },
};

export const LongTitleOnSmallScreen: Story = {
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem
        id="long"
        title="What happens if my order arrives after the event I bought it for?"
      >
        <p>Contact us within 30 days.</p>
      </AccordionItem>
    </Accordion>
  ),
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /arrives after the event/ });
    const view = canvasElement.ownerDocument.defaultView as Window;
    // The title wraps instead of pushing the icon off screen.
    const glyph = trigger.querySelector('svg') as SVGElement;
    await expect(glyph.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
  },
};

export const Tread: Story = {
  ...Default,
  globals: { brand: 'tread' },
};
