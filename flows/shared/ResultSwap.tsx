import { type ReactNode, useEffect, useRef } from 'react';
import { resultMessage } from './form.css.ts';

export interface ResultSwapProps {
  /** The result that replaces the form (a success message …); null while the form shows. */
  result: ReactNode;
  /** The form. */
  children: ReactNode;
}

/**
 * Shows a flow's result in place of its form and moves focus to it. The form stays in the
 * document, hidden: the pressed submit button announced its busy state by reference
 * (react-aria's live announcer keeps the message a few seconds), and the reference must
 * not point at a removed element.
 */
export function ResultSwap({ result, children }: ResultSwapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const showing = result !== null && result !== undefined && result !== false;
  useEffect(() => {
    if (!showing) return;
    // After React's commit: a focus() inside it re-enters React through focus handlers.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [showing]);
  return (
    <>
      {showing && (
        <div ref={ref} tabIndex={-1} className={resultMessage}>
          {result}
        </div>
      )}
      <div hidden={showing}>{children}</div>
    </>
  );
}
