import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionItem } from '#components/Accordion/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { useBreakpoint } from '../renderer/useBreakpoint.ts';
import { drawerLinkRow, drawerList, drawerPanel, shopAll, titleWithIcon } from './MegaMenu.css.ts';
import type { MegaMenuItem } from './MegaMenu.schema.ts';
import { hasPanel, shopAllLink } from './megaMenu.ts';
import {
  MenuBanner,
  MenuItemLink,
  type OnNavigate,
  Title,
  useNavigateTracking,
  VisualSelectors,
} from './menuParts.tsx';

function DrawerItem({ item, onNavigate }: { item: MegaMenuItem; onNavigate: OnNavigate }) {
  const { t } = useTranslation('blocks');
  // The drawer opens on a press, in the browser: its breakpoint is known.
  const breakpoint = useBreakpoint();
  const path = [item.title];
  const withShopAll = !item.hideShopAll[breakpoint];
  const shopAllEntry = shopAllLink(item, (name) => t('megaMenu.shopAll', { name }));
  const visual = item.menuStyle === 'visual';
  return (
    <div className={drawerPanel}>
      {visual && <VisualSelectors item={item} onNavigate={onNavigate} pictures />}
      <ul className={drawerList}>
        {withShopAll && (
          <li className={drawerLinkRow}>
            <MenuItemLink
              link={shopAllEntry}
              path={path}
              onNavigate={onNavigate}
              className={shopAll}
            />
          </li>
        )}
        {item.columns.map((column) =>
          column.children.length === 0 ? (
            <li key={`${column.target.url}|${column.title}`} className={drawerLinkRow}>
              <MenuItemLink link={column} path={path} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={`${column.target.url}|${column.title}`}>
              <Accordion headingLevel={4} bottomDivider={false}>
                <AccordionItem title={column.title}>
                  <ul className={drawerList}>
                    {/* Spec §2: a "shop all" entry above the level-3 items when enabled. */}
                    {withShopAll && (
                      <li className={drawerLinkRow}>
                        <MenuItemLink
                          link={{
                            title: t('megaMenu.shopAll', { name: column.title }),
                            target: column.target,
                          }}
                          path={path}
                          onNavigate={onNavigate}
                          className={shopAll}
                        />
                      </li>
                    )}
                    {column.children.map((child) => (
                      <li key={`${child.target.url}|${child.title}`} className={drawerLinkRow}>
                        <MenuItemLink
                          link={child}
                          path={[...path, column.title]}
                          onNavigate={onNavigate}
                        />
                      </li>
                    ))}
                  </ul>
                </AccordionItem>
              </Accordion>
            </li>
          ),
        )}
      </ul>
      {!visual && <VisualSelectors item={item} onNavigate={onNavigate} pictures={false} />}
      <MenuBanner item={item} />
    </div>
  );
}

/** An item's title in its accordion heading, with its icon; hidden per breakpoint as authored. */
function DrawerTitle({ item }: { item: MegaMenuItem }) {
  const breakpoint = useBreakpoint();
  return (
    <span className={titleWithIcon}>
      <Title item={item} hidden={!item.titleVisibility[breakpoint]} />
    </span>
  );
}

export interface MegaMenuDrawerProps {
  /** The top-level items, in order. */
  items: readonly MegaMenuItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Small and medium screens: the side drawer of the menu, an accordion per item with a panel
 * and "shop all" entries. MegaMenu.tsx fetches it when the menu button is first pressed (or
 * hovered, or focused): its dialog and accordion code is not on a page until then.
 */
export function MegaMenuDrawer({ items, isOpen, onOpenChange }: MegaMenuDrawerProps) {
  const { t } = useTranslation('blocks');
  const onNavigate = useNavigateTracking(useCallback(() => onOpenChange(false), [onOpenChange]));
  const withPanel = items.filter(hasPanel);
  const plain = items.filter((item) => !hasPanel(item));
  return (
    <Dialog
      placement="side"
      title={t('megaMenu.drawerTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <nav aria-label={t('megaMenu.label')}>
        {withPanel.length > 0 && (
          <Accordion headingLevel={3}>
            {withPanel.map((item) => (
              <AccordionItem
                key={`${item.target.url}|${item.title}`}
                title={<DrawerTitle item={item} />}
              >
                <DrawerItem item={item} onNavigate={onNavigate} />
              </AccordionItem>
            ))}
          </Accordion>
        )}
        {plain.length > 0 && (
          <ul className={drawerList}>
            {plain.map((item) => (
              <li key={`${item.target.url}|${item.title}`} className={drawerLinkRow}>
                <MenuItemLink
                  link={{ title: item.title, target: item.target }}
                  path={[]}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
        )}
      </nav>
    </Dialog>
  );
}
