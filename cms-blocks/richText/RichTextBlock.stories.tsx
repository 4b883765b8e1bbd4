import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { z } from 'zod';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { demoProps } from '../storybook/test/demoContent.ts';
import { richTextBlockSchema } from './RichTextBlock.schema.ts';
import { RichTextBlock } from './RichTextBlock.tsx';

type Payload = z.input<typeof richTextBlockSchema>;
/** The body of a demo journal article (demo/content/articles.ts). */
const articleBody = (siteId: string) =>
  demoProps(`${siteId}-article-journal-layering-101`, 'RichText') as Payload;

const meta = {
  title: 'CMS blocks/RichText',
  component: RichTextBlock,
  args: blockArgs(richTextBlockSchema, articleBody('ridgeline-en-us')),
  argTypes: argTypesFromSchema(richTextBlockSchema),
  parameters: { testViewport: 'md' },
} satisfies Meta<typeof RichTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article's body as the journal serves it: paragraphs of authored text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('p');
    await expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) await expect(paragraph).toBeVisible();
  },
};

/** The rich text in Controls: HTML, sanitized as the store does (see Formatting, Sanitized). */
export const Playground: Story = {
  args: {
    richText:
      '<h2>Edit me in Controls</h2><p>Authors may use <strong>bold</strong>, <em>italic</em>, lists and <a href="/en-us/journal">links</a>.</p>',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Edit me in Controls' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'links' })).toHaveAttribute(
      'href',
      '/en-us/journal',
    );
  },
};

/** On a wide screen the text keeps a readable line length (40rem), not the screen's width. */
export const ReadableMeasure: Story = {
  args: {
    richText: `<p>${'Base, mid and shell: what each layer does and when to take it off. '.repeat(8)}</p>`,
  },
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLElement;
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(paragraph.getBoundingClientRect().width).toBeLessThanOrEqual(40 * rem);
    await expect(canvasElement.getBoundingClientRect().width).toBeGreaterThan(40 * rem);
  },
};

/** Everything authors may use: headings h2–h4, emphasis, lists and links. */
export const Formatting: Story = {
  args: {
    richText: [
      '<h2>Layering for a wet day</h2>',
      '<p>Start with a <strong>wicking base layer</strong>, add <em>light insulation</em>, and finish with a shell.</p>',
      '<h3>What to pack</h3>',
      '<ul><li>Merino base layer</li><li>Fleece or synthetic mid layer</li><li>Waterproof shell with taped seams</li></ul>',
      '<h4>Before you go</h4>',
      '<ol><li>Check the forecast</li><li>Reproof your shell</li></ol>',
      '<p>Read our <a href="/en-us/journal/rain-jacket-care">rain jacket care guide</a>.</p>',
    ].join(''),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Layering for a wet day' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'What to pack' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Before you go' })).toBeVisible();
    const [bullets, steps] = canvas.getAllByRole('list');
    await expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'rain jacket care guide' })).toHaveAttribute(
      'href',
      '/en-us/journal/rain-jacket-care',
    );
  },
};

/** What the CMS may send but never reaches the page: scripts, handlers, styles, frames. */
export const Sanitized: Story = {
  args: {
    richText:
      '<p onclick="alert(1)" style="color:red">Safe text</p><script>window.pwned = true</script><iframe src="https://example.com"></iframe><a href="javascript:alert(1)">Bad link</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText('Safe text');
    await expect(text).toBeVisible();
    await expect(text).not.toHaveAttribute('onclick');
    await expect(text).not.toHaveAttribute('style');
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  },
};

/** A Tread article in German, as the de-de site serves it. */
export const TreadGerman: Story = {
  args: blockArgs(richTextBlockSchema, articleBody('tread-de-de')),
  globals: storyGlobals({ brand: 'tread', locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, args }) => {
    await expect(args.richText).not.toBe(articleBody('ridgeline-en-us').richText);
    await expect(canvasElement.querySelector('p')).toBeVisible();
  },
};
