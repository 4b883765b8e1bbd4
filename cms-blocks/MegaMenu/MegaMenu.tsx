import {
  lazy,
  type KeyboardEvent as ReactKeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import {
  aside,
  bar,
  barItem,
  chevron,
  childLink,
  columns as columnsStyle,
  columnTitle,
  desktop,
  flyout,
  flyoutInner,
  linkList,
  mobile,
  shopAll,
  topControl,
} from './MegaMenu.css.ts';
import type { MegaMenuItem } from './MegaMenu.schema.ts';
import { hasPanel, shopAllLink } from './megaMenu.ts';
import {
  MenuBanner,
  MenuItemLink,
  Title,
  useNavigateTracking,
  VisualSelectors,
} from './menuParts.tsx';

export { TOP_NAV_CLICK_EVENT } from './menuParts.tsx';

export interface MegaMenuProps {
  /** The top-level items, in order. */
  items: readonly MegaMenuItem[];
}

/** Desktop (lg): a bar of disclosure buttons, each opening a flyout panel. */
function DesktopMenu({ items }: MegaMenuProps) {
  const { t } = useTranslation('blocks');
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const baseId = useId();
  const close = useCallback(() => setOpen(null), []);
  const onNavigate = useNavigateTracking(close);

  // A press outside the menu closes the open panel.
  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      event.stopPropagation();
      buttons.current[open]?.focus();
      setOpen(null);
      return;
    }
    // Arrow keys move between the top-level items (optional in the disclosure pattern).
    const index = buttons.current.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label={t('megaMenu.label')}
      className={desktop}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className={bar}>
        {items.map((item, index) => {
          const key = `${item.target.url}|${item.title}`;
          const path = [item.title];
          const hidden = !item.titleVisibility.lg;
          if (!hasPanel(item)) {
            return (
              <li key={key} className={barItem}>
                <AriaLink
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  href={item.target.url}
                  className={topControl}
                  onPress={() => onNavigate([], { title: item.title, target: item.target })}
                >
                  <Title item={item} hidden={hidden} />
                </AriaLink>
              </li>
            );
          }
          const expanded = open === index;
          const panelId = `${baseId}-${index}`;
          const shopAllEntry = shopAllLink(item, (name) => t('megaMenu.shopAll', { name }));
          return (
            <li key={key} className={barItem}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={topControl}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <Title item={item} hidden={hidden} />
                <Icon
                  name="chevronDown"
                  size="small"
                  className={chevron}
                  data-expanded={expanded || undefined}
                />
              </button>
              <div id={panelId} className={flyout} hidden={!expanded}>
                <div className={flyoutInner}>
                  <ul className={columnsStyle}>
                    {!item.hideShopAll.lg && (
                      <li>
                        <MenuItemLink
                          link={shopAllEntry}
                          path={path}
                          onNavigate={onNavigate}
                          className={shopAll}
                        />
                      </li>
                    )}
                    {item.columns.map((column) => (
                      <li key={`${column.target.url}|${column.title}`}>
                        <MenuItemLink
                          link={column}
                          path={path}
                          onNavigate={onNavigate}
                          className={columnTitle}
                        />
                        {column.children.length > 0 && (
                          <ul className={linkList}>
                            {column.children.map((child) => (
                              <li key={`${child.target.url}|${child.title}`}>
                                <MenuItemLink
                                  link={child}
                                  path={[...path, column.title]}
                                  onNavigate={onNavigate}
                                  className={childLink}
                                />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                  {(item.visualSelectors.length > 0 || item.menuBanner) && (
                    <div className={aside}>
                      <VisualSelectors item={item} onNavigate={onNavigate} pictures inFlyout />
                      <MenuBanner item={item} />
                    </div>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The drawer's code: fetched on the menu button's first press, hover or focus. */
const loadDrawer = () => import('./MegaMenuDrawer.tsx');
const MegaMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MegaMenuDrawer })));

/** Small and medium screens: a menu button opening a side drawer (MegaMenuDrawer.tsx). */
function MobileMenu({ items }: MegaMenuProps) {
  const { t } = useTranslation('blocks');
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can play its closing transition.
  const [opened, setOpened] = useState(false);
  const preload = () => void loadDrawer();
  return (
    <div className={mobile}>
      <Button
        tone="tertiary"
        icon="menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('megaMenu.openMenu')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MegaMenuDrawer items={items} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The mega menu (spec §2, §3): three levels. From the large breakpoint up a bar of
 * disclosure buttons opens flyouts with columns, visual selectors and a banner (WAI-ARIA
 * disclosure navigation: Escape closes and returns focus, Tab moves through, arrow keys move
 * along the bar); below it a menu button opens a drawer with an accordion per top-level item
 * and "shop all" entries. Every link press is tracked as a top-nav click.
 */
export function MegaMenu({ items }: MegaMenuProps) {
  if (items.length === 0) return null;
  return (
    <div data-block="MegaMenu">
      <DesktopMenu items={items} />
      <MobileMenu items={items} />
    </div>
  );
}

/** One `MegaMenu` section on its own: a menu of that one item. */
export function MegaMenuBlock(props: MegaMenuItem) {
  return <MegaMenu items={[props]} />;
}
