import { type ReactNode, useRef } from 'react';
import { body } from './Dialog.css.ts';
import { useScrollable } from './useScrollable.ts';

/** A dialog's scrolling body (the kit's dialogs and the corner panel). */
export function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(ref);
  return (
    // Focusable only while it scrolls, so keyboard users can scroll it with the arrow keys.
    <div
      ref={ref}
      className={body}
      tabIndex={scrollable ? 0 : undefined}
      data-scrollable={scrollable || undefined}
    >
      <div>{children}</div>
    </div>
  );
}
