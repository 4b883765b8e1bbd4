import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '#design-tokens/contract.css.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, computedLength, storyGlobals } from '../storybook/helpers.ts';
import { spacerSchema } from './Spacer.schema.ts';
import { Spacer } from './Spacer.tsx';

const meta = {
  title: 'CMS blocks/Spacer',
  component: Spacer,
  args: blockArgs(spacerSchema, { size: 'xlarge' }),
  argTypes: argTypesFromSchema(spacerSchema),
  render: (args) => (
    <>
      <p>Above the space</p>
      <Spacer {...args} />
      <p>Below the space</p>
    </>
  ),
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof Spacer>;

export default meta;
type Story = StoryObj<typeof meta>;

const spacer = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-block="Spacer"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const element = spacer(canvasElement);
    await expect(element).toHaveAttribute('aria-hidden', 'true');
    await expect(element.getBoundingClientRect().height).toBe(
      Number.parseFloat(computedLength(element, vars.space.xlarge)),
    );
  },
};

export const Playground: Story = {};

const perBreakpoint = blockArgs(spacerSchema, {
  size: { sm: 'small', md: 'xlarge', lg: 'xxxlarge' },
});

export const PerBreakpointSmall: Story = {
  args: perBreakpoint,
  play: async ({ canvasElement }) => {
    const element = spacer(canvasElement);
    await expect(`${element.getBoundingClientRect().height}px`).toBe(
      computedLength(element, vars.space.small),
    );
  },
};

export const PerBreakpointMedium: Story = {
  args: perBreakpoint,
  globals: storyGlobals({ viewport: 'md' }),
  play: async ({ canvasElement }) => {
    const element = spacer(canvasElement);
    await expect(`${element.getBoundingClientRect().height}px`).toBe(
      computedLength(element, vars.space.xlarge),
    );
  },
};

/** A breakpoint left out takes the smaller one's space (lg inherits md here). */
export const InheritsSmallerBreakpoint: Story = {
  args: blockArgs(spacerSchema, { size: { sm: 'none', md: 'large' } }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    const element = spacer(canvasElement);
    await expect(`${element.getBoundingClientRect().height}px`).toBe(
      computedLength(element, vars.space.large),
    );
  },
};
