import type { ReactNode } from 'react';
import { Link, type LinkProps } from '#components/Link/index.ts';
import type { FlowStep } from './events.ts';

export interface StepLinkProps extends Omit<LinkProps, 'href' | 'onPress' | 'children'> {
  /** The step asked for with `onNext(step)` when the flow has an `onNext`. */
  step: FlowStep;
  onNext?: ((step: FlowStep) => void) | undefined;
  /** Where the link goes when nobody handles `onNext` (the step's page). */
  href: string;
  children: ReactNode;
}

/**
 * A link to another step of the flow: inside a dialog the storefront swaps the dialog
 * (`onNext`), elsewhere it is a plain link to the step's page.
 */
export function StepLink({ step, onNext, href, children, ...rest }: StepLinkProps) {
  if (onNext) {
    return (
      <Link {...rest} onPress={() => onNext(step)}>
        {children}
      </Link>
    );
  }
  return (
    <Link {...rest} href={href}>
      {children}
    </Link>
  );
}
