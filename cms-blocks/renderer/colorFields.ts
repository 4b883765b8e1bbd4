import { z } from 'zod';
import {
  type BackgroundToken,
  backgroundColorTokens,
  type ForegroundToken,
  foregroundColorTokens,
} from './colors.ts';

/*
 * The schemas of authored colours (colors.ts), for block schemas: apart from the contrast
 * check, which a block runs in the browser without zod.
 */

const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'a colour is a design-token name or #rrggbb');

export const authoredForeground = z
  .union([z.enum(foregroundColorTokens as [ForegroundToken, ...ForegroundToken[]]), hexColor])
  .describe('A text colour token of the theme (follows the brand) or a hex colour #rrggbb');
export const authoredBackground = z
  .union([z.enum(backgroundColorTokens as [BackgroundToken, ...BackgroundToken[]]), hexColor])
  .describe('A background colour token of the theme (follows the brand) or a hex colour #rrggbb');

export type AuthoredForeground = z.infer<typeof authoredForeground>;
export type AuthoredBackground = z.infer<typeof authoredBackground>;
