import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens } from './base.ts';

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

function toContractShape<T extends object>(tokens: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContractShape(value as object),
    ]),
  ) as NullLeaves<T>;
}

/** The theme contract: CSS variables named after the base token object's paths. */
export const vars = createThemeContract(toContractShape(baseTokens));
