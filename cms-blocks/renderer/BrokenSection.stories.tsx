import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { blockRegistry } from '../registry.ts';
import { PageRenderer } from './PageRenderer.tsx';
import { demoPayload, failingToRender, invalidPayload, noteBlock } from './test/brokenSections.tsx';

/*
 * Spec §8, for every block of the registry: a broken section is skipped and logged as its
 * message plus `CMS Error: component, id`, and the page around it renders. Each story puts
 * two broken sections of one block between two good ones: one whose payload the block's
 * own schema rejects (skipped before rendering), and one that throws while rendering
 * (caught by the section's error boundary, leaving an empty frame without margin).
 * One story per block, named after it; `test/brokenSections.test.ts` fails when a block of
 * the registry has none (add `export const Name: Story = broken('Name');`).
 */

const onSectionError = fn();

const meta = {
  title: 'CMS blocks/Renderer/Broken section',
  component: PageRenderer,
  args: { blocks: blockRegistry, sections: [], onSectionError },
  argTypes: { blocks: { control: false }, sections: { control: false } },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

const note = (id: string, text: string) => ({ id, component: 'Note', props: { text } });

/** Spies on console.error for one story; the spy is restored when the story ends. */
function spyOnErrors() {
  const spy = spyOn(console, 'error').mockImplementation(() => {});
  return { spy, restore: () => spy.mockRestore() };
}
let errors: ReturnType<typeof spyOnErrors>['spy'];

/** The story of one registered block, broken twice. */
function broken(name: string): Story {
  const block = blockRegistry[name];
  if (!block) throw new Error(`No block ${name} in the registry`);
  const invalid = `broken-${name.toLowerCase()}`;
  const throwing = `throws-${name.toLowerCase()}`;
  return {
    name,
    args: {
      blocks: { ...blockRegistry, Note: noteBlock, [name]: failingToRender(block) },
      sections: [
        note('before', 'The section before renders.'),
        { id: invalid, component: name, props: invalidPayload(block) },
        {
          id: throwing,
          component: name,
          props: demoPayload(name),
          options: { bottomMargins: { sm: 'xxxlarge' } },
        },
        note('after', 'The section after renders too.'),
      ],
    },
    beforeEach() {
      onSectionError.mockClear();
      const { spy, restore } = spyOnErrors();
      errors = spy;
      return restore;
    },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByText('The section before renders.')).toBeVisible();
      await expect(canvas.getByText('The section after renders too.')).toBeVisible();
      // Rejected by its schema: logged and left out, no frame.
      await expect(errors).toHaveBeenCalledWith(
        expect.any(String),
        `CMS Error: ${name}, ${invalid}`,
      );
      await expect(canvasElement.querySelector(`[data-section-id="${invalid}"]`)).toBeNull();
      // Thrown while rendering: logged with its message, its frame empty and without margin.
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith(
          `The ${name} block failed to render`,
          `CMS Error: ${name}, ${throwing}`,
        ),
      );
      const frame = canvasElement.querySelector<HTMLElement>(`[data-section-id="${throwing}"]`);
      await waitFor(() => expect(frame).toHaveAttribute('data-empty', 'true'));
      await expect(frame?.textContent).toBe('');
      await expect(getComputedStyle(frame as HTMLElement).marginBottom).toBe('0px');
      await expect(onSectionError).toHaveBeenCalledWith(
        expect.objectContaining({ component: name, id: invalid, reason: 'invalid' }),
      );
      await expect(onSectionError).toHaveBeenCalledWith(
        expect.objectContaining({ component: name, id: throwing, reason: 'render' }),
      );
    },
  };
}

export const Accordion: Story = broken('Accordion');
export const Anchor: Story = broken('Anchor');
export const ArticleGrid: Story = broken('ArticleGrid');
export const Banner: Story = broken('Banner');
export const BenefitBar: Story = broken('BenefitBar');
export const Collection: Story = broken('Collection');
export const Gallery: Story = broken('Gallery');
export const IconAndTextList: Story = broken('IconAndTextList');
export const MegaMenu: Story = broken('MegaMenu');
export const PromoBar: Story = broken('PromoBar');
export const Recommendation: Story = broken('Recommendation');
export const RichText: Story = broken('RichText');
export const SecondaryNav: Story = broken('SecondaryNav');
export const Spacer: Story = broken('Spacer');
export const Upsell: Story = broken('Upsell');
export const VerticalLinkList: Story = broken('VerticalLinkList');
export const Video: Story = broken('Video');
