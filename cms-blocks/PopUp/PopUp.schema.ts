import { z } from 'zod';
import { authoredBackground, authoredForeground } from '../renderer/colorFields.ts';
import { contentMedia, contentTarget } from '../renderer/fields.ts';
import { POPUP_DEFAULT_DELAY_MS, popUpLogoSizes } from './popUp.ts';

/** Spec §3 pop-up: what the CMS sends in a `PopUp` section of the `popups/{siteId}` document. */
export const popUpSchema = z.object({
  delay: z
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(POPUP_DEFAULT_DELAY_MS)
    .describe('Milliseconds the pop-up stays minimized before it expands (spec §9: 2000)'),
  title: z.string().trim().max(200).default('').describe('The lead line of the expanded pop-up'),
  minimizedTitle: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .describe('The text of the minimized tab; pressing it expands the pop-up'),
  maximizedTitle: z
    .string()
    .trim()
    .max(120)
    .default('')
    .describe('The heading of the expanded pop-up (empty: Newsletter, or Registration)'),
  logo: contentMedia.nullable().default(null).describe('A logo above the title (alt names it)'),
  logoSize: z.enum(popUpLogoSizes).default('small'),
  disclaimer: z
    .string()
    .max(2000)
    .default('')
    .describe('Small print below the form: HTML, sanitized'),
  targets: z
    .array(contentTarget)
    .max(2)
    .default([])
    .describe('Links shown when the store puts no form inside'),
  colors: z
    .object({
      background: authoredBackground.default('surface'),
      text: authoredForeground.default('neutral'),
      accent: authoredBackground.default('brandAccent'),
    })
    .prefault({})
    .describe('Tab and panel colours; a pair below WCAG AA falls back to the theme'),
});
export type PopUpContent = z.output<typeof popUpSchema>;
export type PopUpContentInput = z.input<typeof popUpSchema>;
