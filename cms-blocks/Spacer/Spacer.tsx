import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import type { SpacerProps } from './Spacer.schema.ts';

/** Vertical space between sections, from the space tokens, per breakpoint. */
export function Spacer({ size }: SpacerProps) {
  const space = typeof size === 'string' ? { sm: size } : size;
  return (
    <div
      aria-hidden="true"
      data-block="Spacer"
      className={sprinkles({ paddingTop: { sm: space.sm, md: space.md, lg: space.lg } })}
    />
  );
}
