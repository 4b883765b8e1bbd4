import { type Ref, type RefObject, useImperativeHandle } from 'react';

/** What a group field hands to `ref`: enough for react-hook-form to focus it on error. */
export interface FocusHandle {
  focus(): void;
}

const defaultTargets = ['input:checked:not(:disabled)', 'input:not(:disabled)'];

/**
 * Gives `ref` a handle that focuses the first element of the group matching `targets`
 * (tried in order): by default its checked control, else its first enabled one, where a
 * keyboard user lands when tabbing in.
 */
export function useGroupFocus(
  ref: Ref<FocusHandle> | undefined,
  group: RefObject<HTMLElement | null>,
  targets: readonly string[] = defaultTargets,
) {
  useImperativeHandle(
    ref,
    () => ({
      focus() {
        for (const selector of targets) {
          const target = group.current?.querySelector<HTMLElement>(selector);
          if (target) {
            target.focus();
            return;
          }
        }
      },
    }),
    [group, targets],
  );
}
