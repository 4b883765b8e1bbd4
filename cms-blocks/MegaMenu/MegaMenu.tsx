import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionItem } from '#components/Accordion/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog, DialogTrigger } from '#components/Dialog/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { baseTokens } from '#design-tokens/base.ts';
import { TargetLink } from '../renderer/TargetLink.tsx';
import { useBreakpoint } from '../renderer/useBreakpoint.ts';
import { useTrack } from '../tracking.tsx';
import {
  aside,
  banner,
  bannerImage,
  bar,
  barItem,
  chevron,
  childLink,
  columns as columnsStyle,
  columnTitle,
  desktop,
  drawerLinkRow,
  drawerList,
  drawerPanel,
  flyout,
  flyoutInner,
  linkList,
  menuLink,
  mobile,
  sectionTitle,
  selector,
  selectorImage,
  selectors,
  selectorsFlyout,
  selectorsText,
  shopAll,
  titleWithIcon,
  topControl,
} from './MegaMenu.css.ts';
import type { MegaMenuItem, MenuLink } from './MegaMenu.schema.ts';
import { hasPanel, shopAllLink } from './megaMenu.ts';

/** The menu banner is cropped landscape: a card beside the links, not a poster. */
const menuBannerRatio = 4 / 3;

/** Spec §7: top-nav clicks are tracked. */
export const TOP_NAV_CLICK_EVENT = 'navigation.onTopNavClick';

export interface MegaMenuProps {
  /** The top-level items, in order. */
  items: readonly MegaMenuItem[];
}

type OnNavigate = (path: readonly string[], link: MenuLink) => void;

function useNavigateTracking(onDone?: () => void): OnNavigate {
  const track = useTrack();
  return useCallback(
    (path, link) => {
      track({
        name: TOP_NAV_CLICK_EVENT,
        payload: { path: [...path], level: path.length, title: link.title, url: link.target.url },
      });
      onDone?.();
    },
    [track, onDone],
  );
}

function MenuItemLink({
  link,
  path,
  onNavigate,
  className,
}: {
  link: MenuLink;
  path: readonly string[];
  onNavigate: OnNavigate;
  className?: string;
}) {
  return (
    <Link
      href={link.target.url}
      variant="standalone"
      tone="neutral"
      external={link.target.targetAttribute === '_blank'}
      className={[menuLink, className].filter(Boolean).join(' ')}
      onPress={() => onNavigate([...path, link.title], link)}
    >
      {link.title}
    </Link>
  );
}

function VisualSelectors({
  item,
  onNavigate,
  pictures,
  inFlyout = false,
}: {
  item: MegaMenuItem;
  onNavigate: OnNavigate;
  pictures: boolean;
  inFlyout?: boolean;
}) {
  const titleId = useId();
  if (item.visualSelectors.length === 0) return null;
  return (
    <div>
      {item.visualSelectorsTitle && (
        <p id={titleId} className={sectionTitle}>
          {item.visualSelectorsTitle}
        </p>
      )}
      <ul
        className={
          pictures ? [selectors, inFlyout ? selectorsFlyout : ''].join(' ') : selectorsText
        }
        aria-labelledby={item.visualSelectorsTitle ? titleId : undefined}
      >
        {item.visualSelectors.map((entry) => (
          <li key={`${entry.target.url}|${entry.title}`}>
            {pictures ? (
              <AriaLink
                href={entry.target.url}
                className={selector}
                onPress={() =>
                  onNavigate([item.title, entry.title], {
                    title: entry.title,
                    target: entry.target,
                  })
                }
              >
                <Image
                  src={entry.image.url}
                  alt=""
                  decorative
                  aspectRatio={1}
                  widths={[120, 240]}
                  sizes={baseTokens.size.visualSelector}
                  className={selectorImage}
                />
                {entry.title}
              </AriaLink>
            ) : (
              <MenuItemLink
                link={{ title: entry.title, target: entry.target }}
                path={[item.title]}
                onNavigate={onNavigate}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuBanner({ item }: { item: MegaMenuItem }) {
  const { menuBanner } = item;
  if (!menuBanner) return null;
  return (
    <div className={banner}>
      {menuBanner.media && (
        <Image
          src={menuBanner.media.url}
          alt={menuBanner.media.alt}
          decorative={menuBanner.media.alt === ''}
          aspectRatio={menuBannerRatio}
          widths={[240, 320, 480]}
          sizes={baseTokens.size.flyoutBannerWidth}
          className={bannerImage}
        />
      )}
      <p className={sectionTitle}>{menuBanner.title}</p>
      {menuBanner.targets.map((target) => (
        <span key={`${target.url}|${target.text}`}>
          <TargetLink target={target} />
        </span>
      ))}
    </div>
  );
}

function Title({ item, hidden }: { item: MegaMenuItem; hidden: boolean }) {
  const iconOnly = hidden && item.menuIcon !== null;
  return (
    <>
      {item.menuIcon && <Icon name={item.menuIcon} size="small" />}
      {iconOnly ? <VisuallyHidden>{item.title}</VisuallyHidden> : item.title}
    </>
  );
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

/** Small and medium screens: a menu button opening a side drawer, an accordion per item. */
function DrawerTitle({ item }: { item: MegaMenuItem }) {
  const breakpoint = useBreakpoint();
  return (
    <span className={titleWithIcon}>
      <Title item={item} hidden={!item.titleVisibility[breakpoint]} />
    </span>
  );
}

function MobileMenu({ items }: MegaMenuProps) {
  const { t } = useTranslation('blocks');
  const [isOpen, setOpen] = useState(false);
  const onNavigate = useNavigateTracking(useCallback(() => setOpen(false), []));
  const withPanel = items.filter(hasPanel);
  const plain = items.filter((item) => !hasPanel(item));
  return (
    <div className={mobile}>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button tone="tertiary" icon="menu">
          {t('megaMenu.openMenu')}
        </Button>
        <Dialog placement="side" title={t('megaMenu.drawerTitle')}>
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
      </DialogTrigger>
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
