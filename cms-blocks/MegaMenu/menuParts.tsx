import { useCallback, useId } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Icon } from '#components/Icon/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { baseTokens } from '#design-tokens/base.ts';
import { TargetLink } from '../renderer/TargetLink.tsx';
import { useTrack } from '../tracking.tsx';
import {
  banner,
  bannerImage,
  menuLink,
  sectionTitle,
  selector,
  selectorImage,
  selectors,
  selectorsFlyout,
  selectorsText,
} from './MegaMenu.css.ts';
import type { MegaMenuItem, MenuLink } from './MegaMenu.schema.ts';

/*
 * What the desktop bar and the small screens' drawer (MegaMenuDrawer.tsx, fetched when it
 * first opens) both render: links, visual selectors, the banner, an item's title.
 */

/** The menu banner is cropped landscape: a card beside the links, not a poster. */
const menuBannerRatio = 4 / 3;

/** Spec §7: top-nav clicks are tracked. */
export const TOP_NAV_CLICK_EVENT = 'navigation.onTopNavClick';

export type OnNavigate = (path: readonly string[], link: MenuLink) => void;

export function useNavigateTracking(onDone?: () => void): OnNavigate {
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

export function MenuItemLink({
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

export function VisualSelectors({
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

export function MenuBanner({ item }: { item: MegaMenuItem }) {
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

export function Title({ item, hidden }: { item: MegaMenuItem; hidden: boolean }) {
  const iconOnly = hidden && item.menuIcon !== null;
  return (
    <>
      {item.menuIcon && <Icon name={item.menuIcon} size="small" />}
      {iconOnly ? <VisuallyHidden>{item.title}</VisuallyHidden> : item.title}
    </>
  );
}
