import { setFileScope } from '@vanilla-extract/css/fileScope';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { augmentedPage, viewOf } from '#demo/content/views.ts';
import { createI18n } from '#i18n/index.ts';

// Blocks create their styles at import; outside the bundler plugin vanilla-extract needs a
// file scope to name them.
setFileScope('cms-blocks/renderer/ssr.test.ts');
const { PageRenderer } = await import('./PageRenderer.tsx');
const { registered } = await import('../block.ts');
const { blockRegistry } = await import('../registry.ts');

const hello = registered({
  name: 'Hello',
  schema: z.object({ text: z.string().min(1) }),
  Component: ({ text }: { text: string }) => createElement('p', null, text),
});
const boom = registered({
  name: 'Boom',
  schema: z.object({}),
  Component: () => {
    throw new Error('Boom block failed');
  },
});

function render(node: ReactNode) {
  return renderToString(createElement(I18nextProvider, { i18n: createI18n('en-us') }, node));
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const tags = () => errors.mock.calls.map((call: unknown[]) => call[1]);

describe('PageRenderer on the server', () => {
  it('skips an invalid or unknown section, logs it and renders its neighbours', () => {
    const html = render(
      createElement(PageRenderer, {
        blocks: { Hello: hello },
        sections: [
          { id: 'first', component: 'Hello', props: { text: 'First neighbour' } },
          { id: 'broken', component: 'Hello', props: { text: 42 } },
          { id: 'mystery', component: 'Mystery', props: {} },
          { id: 'last', component: 'Hello', props: { text: 'Last neighbour' } },
        ],
      }),
    );
    expect(html).toContain('First neighbour');
    expect(html).toContain('Last neighbour');
    expect(html).not.toContain('data-section-id="broken"');
    expect(tags()).toEqual(['CMS Error: Hello, broken', 'CMS Error: Mystery, mystery']);
    expect(errors.mock.calls[0]?.[0]).toMatch(/text/);
  });

  it('keeps the page when a block throws while the server renders it', () => {
    const html = render(
      createElement(PageRenderer, {
        blocks: { Hello: hello, Boom: boom },
        sections: [
          { id: 'before', component: 'Hello', props: { text: 'Before' } },
          { id: 'boom', component: 'Boom', props: {} },
          { id: 'after', component: 'Hello', props: { text: 'After' } },
        ],
      }),
    );
    // The section's Suspense boundary falls back on the server; the browser renders it
    // again, where its error boundary skips and logs it (see the renderer's stories).
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<p>After</p>');
    expect(html).toMatch(/data-section-id="boom"[^>]*><!--\$!-->/);
  });

  it('renders every section on the server, whatever its hydration mode', () => {
    const html = render(
      createElement(PageRenderer, {
        blocks: { Hello: hello },
        sections: ['never', 'visible', 'interaction'].map((hydration) => ({
          id: hydration,
          component: 'Hello',
          props: { text: `Mode ${hydration}` },
          options: { hydration },
        })),
      }),
    );
    for (const mode of ['never', 'visible', 'interaction']) expect(html).toContain(`Mode ${mode}`);
  });

  it('server-renders the demo home page with the registry', () => {
    const page = augmentedPage('ridgeline-en-us', 'home', viewOf('live', {}));
    const html = render(createElement(PageRenderer, { document: page, blocks: blockRegistry }));
    expect(html).toContain('data-block="PromoBar"');
    expect(html).toContain('Free shipping on orders over');
    expect(html).toContain('data-block="IconAndTextList"');
    expect(html).toContain('data-block="Spacer"');
    // Sanitized rich text, no script anywhere.
    expect(html).not.toMatch(/<script/i);
    // Blocks of other folders that are not registered yet are skipped, never fatal.
    for (const tag of tags()) expect(tag).toMatch(/^CMS Error: [A-Za-z]+, [\w.-]+$/);
  });
});
