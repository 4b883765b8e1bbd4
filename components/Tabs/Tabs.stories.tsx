import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

const panels = [
  {
    id: 'description',
    label: 'Description',
    body: 'A waterproof, breathable shell for alpine days.',
  },
  {
    id: 'details',
    label: 'Details',
    body: '3-layer membrane, taped seams, helmet-compatible hood.',
  },
  { id: 'reviews', label: 'Reviews (128)', body: 'Rated 4.7 out of 5 by 128 shoppers.' },
];

function ProductTabs(args: TabsProps) {
  return (
    <Tabs {...args}>
      <TabList aria-label="Product information">
        {panels.map((panel) => (
          <Tab key={panel.id} id={panel.id}>
            {panel.label}
          </Tab>
        ))}
      </TabList>
      {panels.map((panel) => (
        <TabPanel key={panel.id} id={panel.id}>
          <p>{panel.body}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => <ProductTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const [description, details, reviews] = panels.map((p) =>
      canvas.getByRole('tab', { name: p.label }),
    );
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(panels[0]?.body ?? '');

    await userEvent.tab();
    await expect(description).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent(
      panels[1]?.body ?? '',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('details');

    await userEvent.keyboard('{End}');
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(description).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(reviews).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews (128)' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { keyboardActivation: 'manual' } };

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews (128)' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(panels[2]?.body ?? '');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('reviews');
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-selected', 'true');
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Reviews (128)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['details'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Reviews (128)' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const categories = [
  'Jackets',
  'Fleece',
  'Base layers',
  'Trousers',
  'Shorts',
  'Accessories',
  'Footwear',
  'Backpacks',
];

export const ScrollsOnSmallScreens: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Categories">
        {categories.map((name) => (
          <Tab key={name} id={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {categories.map((name) => (
        <TabPanel key={name} id={name}>
          <p>{`${name} for every season.`}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Categories' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Backpacks' });
    await expect(last).toHaveFocus();
    // The focused tab is scrolled into view.
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 1,
      ),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Backpacks for every season.');
  },
};

export const Tread: Story = {
  ...Default,
  globals: { brand: 'tread' },
};
