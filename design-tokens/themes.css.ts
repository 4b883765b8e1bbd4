import { createTheme } from '@vanilla-extract/css';
import { type BrandId, brandTokens } from './brands/index.ts';
import { vars } from './contract.css.ts';

/** One class per brand; put it on the document element (or any subtree) to apply it. */
export const themeClass: Record<BrandId, string> = {
  ridgeline: createTheme(vars, brandTokens.ridgeline, 'ridgeline'),
  tread: createTheme(vars, brandTokens.tread, 'tread'),
};
