import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { z } from 'zod';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { benefitBarSchema } from './BenefitBar.schema.ts';
import { BenefitBar } from './BenefitBar.tsx';

const payload = (siteId: string) =>
  demoProps(`${siteId}-fragment-benefit-bar`, 'BenefitBar') as z.input<typeof benefitBarSchema>;

const meta = {
  title: 'CMS blocks/BenefitBar',
  component: BenefitBar,
  args: blockArgs(benefitBarSchema, payload('ridgeline-en-us')),
  argTypes: argTypesFromSchema(benefitBarSchema),
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof BenefitBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: logo, title and subtitle, the info, join and close controls. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', {
      name: 'XPLR Pass members earn points on every order',
    });
    await expect(within(bar).getByRole('img', { name: 'XPLR Pass' })).toBeVisible();
    await expect(within(bar).getByText(/a point for every dollar/)).toBeVisible();
    await expect(within(bar).getByRole('link', { name: 'Join now' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** By keyboard: the details open and close with focus returned; close hides the bar. */
export const KeyboardAndClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The info button opens the details; Escape closes them and focus returns.
    await userEvent.tab();
    const info = canvas.getByRole('button', {
      name: 'More about XPLR Pass members earn points on every order',
    });
    await expect(info).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const details = await findDialog(canvasElement, 'XPLR Pass members earn points on every order');
    // Visible once its fade-in has run.
    await waitFor(() => expect(within(details).getByText(/points never expire/i)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(details).not.toBeInTheDocument());
    await waitFor(() => expect(info).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/en-us/xplr-pass',
    );
    // Spec §4: close hides it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Playground: Story = {};

export const WithoutBackgroundImage: Story = {
  globals: storyGlobals({ locale: 'fr-ca' }),
  args: { backgroundImage: null, alignment: 'left' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-alignment', 'left');
    await expect(canvas.getByRole('button', { name: /En savoir plus/ })).toBeVisible();
  },
};

export const CentredLarge: Story = {
  args: blockArgs(benefitBarSchema, payload('tread-de-de')),
  globals: storyGlobals({ locale: 'de-de', viewport: 'lg' }),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region');
    await expect(bar).toHaveAttribute('data-alignment', 'center');
    await expect(canvas.getByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

/** Only a title: no logo, details, links or close button. */
export const Minimal: Story = {
  args: blockArgs(benefitBarSchema, {
    title: 'Free repairs for life on every Ridgeline shell',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Free repairs/ })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title:
      'XPLR Pass members get free standard shipping on every order, free returns within 60 days and early access to seasonal sales',
    subtitle:
      'Join for free in under a minute and earn 10 points for every dollar you spend online or in any of our stores across the country.',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
};
