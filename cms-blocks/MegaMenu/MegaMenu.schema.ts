import { z } from 'zod';
import { type IconName, iconNames } from '#components/Icon/index.ts';
import { breakpointFlags, contentMedia, contentTarget } from '../renderer/fields.ts';

/** A link of the menu: its label and where it goes. */
export const menuLinkSchema = z.object({
  title: z.string().trim().min(1).max(120),
  target: contentTarget,
});
export type MenuLink = z.output<typeof menuLinkSchema>;

export const menuStyles = ['default', 'visual'] as const;

/**
 * One top-level item of the mega menu (spec §3 mega menu). The menu document holds one
 * `MegaMenu` section per top-level item; level 2 are the columns, level 3 their children.
 */
export const megaMenuItemSchema = z.object({
  title: z.string().trim().min(1).max(120).describe('Level 1: the label in the menu bar'),
  target: contentTarget.describe('Where the top-level item leads (its "shop all" link)'),
  columns: z
    .array(
      menuLinkSchema.extend({
        children: z.array(menuLinkSchema).max(30).default([]).describe('Level 3 links'),
      }),
    )
    .max(8)
    .default([])
    .describe('Level 2: a column each, with its level-3 links'),
  menuBanner: z
    .object({
      title: z.string().trim().min(1).max(160),
      media: contentMedia.nullable().default(null),
      targets: z.array(contentTarget).max(2).default([]),
    })
    .nullable()
    .default(null)
    .describe('A promotion beside the columns'),
  visualSelectorsTitle: z.string().max(120).default(''),
  visualSelectors: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(80),
        image: contentMedia,
        target: contentTarget,
      }),
    )
    .max(8)
    .default([])
    .describe('Picture links (shop by activity)'),
  menuStyle: z
    .enum(menuStyles)
    .default('default')
    .describe('visual: the picture links lead the panel, with their pictures on every screen'),
  menuIcon: z
    .enum(iconNames as [IconName, ...IconName[]])
    .nullable()
    .default(null)
    .describe('An icon before the title'),
  titleVisibility: breakpointFlags(true).describe(
    'Show the title per breakpoint (hidden: icon only; the title still names it)',
  ),
  hideShopAll: breakpointFlags(false).describe('Leave out the "shop all" entries per breakpoint'),
  overrideShopAll: menuLinkSchema
    .nullable()
    .default(null)
    .describe('Replaces the "Shop all {title}" entry of the top-level item'),
});
export type MegaMenuItem = z.output<typeof megaMenuItemSchema>;
