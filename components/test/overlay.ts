import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits until an element inside an overlay (dialog, popover, menu) is really on screen:
 * react-aria has revealed the overlay (a modal stays transparent for two frames, and up to
 * 600 ms when react-aria believes an on-screen keyboard may open, which the viewport
 * changes between stories can make it believe; a popover until it is placed) and no enter
 * or exit transition is running on it or its ancestors. Until then visibility and geometry
 * checks would fail on a busy machine, or pass while the overlay is still transparent.
 */
export async function settled(element: HTMLElement) {
  // A busy machine (CI on two cores) can take more than waitFor's default second.
  await waitFor(
    () => {
      expect(element.isConnected).toBe(true);
      for (let node: HTMLElement | null = element; node && node !== document.body; ) {
        expect(node).not.toHaveAttribute('data-entering');
        expect(node).not.toHaveAttribute('data-exiting');
        expect(node.style.opacity).not.toBe('0');
        const moving = node.getAnimations().filter((a) => a.playState === 'running');
        expect(moving).toHaveLength(0);
        node = node.parentElement;
      }
    },
    { timeout: 5000 },
  );
}

/** Everything under <body>: dialogs, popovers and toasts are portalled there. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

type OverlayRole = 'dialog' | 'alertdialog' | 'listbox' | 'menu' | 'tooltip';

/** The open overlay of that role (and name), anywhere in the page, once it has settled. */
export async function findOverlay(
  canvasElement: HTMLElement,
  role: OverlayRole,
  name?: string | RegExp,
) {
  // Many overlays load their code on demand: on a cold test server (each module transformed
  // on its first request) that alone can take seconds.
  const overlay = await screenOf(canvasElement).findByRole(
    role,
    name === undefined ? undefined : { name },
    { timeout: 10_000 },
  );
  await settled(overlay);
  return overlay;
}

/** The open dialog of that name, once it has settled on screen. */
export function findDialog(canvasElement: HTMLElement, name?: string | RegExp) {
  return findOverlay(canvasElement, 'dialog', name);
}
