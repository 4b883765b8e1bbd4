import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** A section's frame in a story's canvas, by its section id. */
export const section = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-section-id="${id}"]`);

/**
 * Server HTML in the browser, as the storefront has it: `page(true)` rendered to a string
 * into `container`; `hydrate` then hydrates it with `page(false)` (`hydrateRoot`), and
 * `unmount` ends it.
 */
export function serverHtml(container: HTMLElement, page: (serverRender: boolean) => ReactNode) {
  container.innerHTML = renderToString(page(true));
  let root: Root | undefined;
  return {
    hydrate: () => {
      root = hydrateRoot(container, page(false));
    },
    unmount: () => queueMicrotask(() => root?.unmount()),
  };
}
