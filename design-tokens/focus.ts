import { vars } from './contract.css.ts';

/**
 * The one focus ring, to spread into a style or selector: an outline, so it follows radii
 * and never shifts layout. (`focusRing` of typography.css.ts is the same as a class.)
 */
export const focusOutline = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
} as const;
