import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { description } from './Field.css.ts';

export interface DescriptionProps {
  children: ReactNode;
  className?: string;
  id?: string;
}

/** Help text under a control, announced with it (`aria-describedby`, wired by react-aria). */
export function Description({ className, ...rest }: DescriptionProps) {
  return (
    <Text
      {...rest}
      slot="description"
      className={[description, className].filter(Boolean).join(' ')}
    />
  );
}
