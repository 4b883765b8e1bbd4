import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowContainer } from '../../shared/index.ts';
import { progress as progressStyle, stack, stepHeading } from '../flow.css.ts';

export interface StepFrameProps {
  title: ReactNode;
  /** "Step 2 of 4"; none on the success step. */
  progress?: { step: number; total: number } | undefined;
  /** Move focus to the heading when the step appears (every step after the first). */
  focusHeading: boolean;
  children: ReactNode;
}

/**
 * One complete-profile step: its progress, its heading (focus lands there when the step
 * changes, so screen readers announce the new step) and its content.
 */
export function StepFrame({ title, progress, focusHeading, children }: StepFrameProps) {
  const { t } = useTranslation('flows');
  const { headingLevel } = useFlowContainer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressId = useId();
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={stack} aria-labelledby={`${progressId}-heading`}>
      <div>
        {progress && (
          <p id={progressId} className={progressStyle}>
            {t('completeProfile.progress', progress)}
          </p>
        )}
        <Heading
          id={`${progressId}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className={stepHeading}
          aria-describedby={progress ? progressId : undefined}
        >
          {title}
        </Heading>
      </div>
      {children}
    </section>
  );
}
