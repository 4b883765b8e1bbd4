import { defineBlock } from '../block.ts';
import { megaMenuItemSchema } from './MegaMenu.schema.ts';
import { MegaMenuBlock } from './MegaMenu.tsx';

export {
  type MegaMenuItem,
  type MenuLink,
  megaMenuItemSchema,
  menuLinkSchema,
  menuStyles,
} from './MegaMenu.schema.ts';
export { MegaMenu, MegaMenuBlock, type MegaMenuProps, TOP_NAV_CLICK_EVENT } from './MegaMenu.tsx';
export { CheckedMegaMenu, MegaMenuFromDocument, SiteMegaMenu } from './MegaMenuFromDocument.tsx';
export { checkedMenuItems, hasPanel, menuItemsFromSections, shopAllLink } from './megaMenu.ts';

export const megaMenuBlock = defineBlock({
  name: 'MegaMenu',
  schema: megaMenuItemSchema,
  Component: MegaMenuBlock,
});
