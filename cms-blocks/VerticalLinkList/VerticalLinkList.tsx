import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ContentBreakpoint } from '#api/contract/contentSections.ts';
import { Icon } from '#components/Icon/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { breakpoints } from '#design-tokens/breakpoints.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { mediaAspectRatio } from '../renderer/media.ts';
import {
  chevron,
  link,
  links as linksStyle,
  list,
  picture,
  root,
  title as titleStyle,
  toggle,
} from './VerticalLinkList.css.ts';
import type { VerticalLinkListProps } from './VerticalLinkList.schema.ts';

function perBreakpoint<T extends string>(pick: (bp: ContentBreakpoint) => T) {
  return { sm: pick('sm'), md: pick('md'), lg: pick('lg') };
}

/**
 * A titled list of links (help topics, footer columns, popular searches). Links may carry a
 * picture: hovering or focusing a link selects its picture, shown beside the list (spec §4).
 * At the `collapsibleOn` breakpoints the list folds under its title.
 */
export function VerticalLinkList({ title, links, collapsibleOn }: VerticalLinkListProps) {
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState(0);
  const listId = useId();
  const titleId = useId();
  const withImages = links.some((entry) => entry.image);
  const collapsible = title !== '' ? collapsibleOn : [];
  const folds = (bp: ContentBreakpoint) => collapsible.includes(bp);
  const image = links[selected]?.image ?? links.find((entry) => entry.image)?.image ?? null;
  const Root = title ? 'nav' : 'div';

  return (
    <Root
      className={root}
      aria-labelledby={title ? titleId : undefined}
      data-block="VerticalLinkList"
      data-with-images={withImages || undefined}
    >
      <div className={linksStyle}>
        {title && (
          <h2
            id={titleId}
            className={[
              titleStyle,
              sprinkles({ display: perBreakpoint((bp) => (folds(bp) ? 'none' : 'block')) }),
            ].join(' ')}
          >
            {title}
          </h2>
        )}
        {collapsible.length > 0 && (
          <h2
            className={[
              titleStyle,
              sprinkles({ display: perBreakpoint((bp) => (folds(bp) ? 'block' : 'none')) }),
            ].join(' ')}
          >
            <AriaButton
              className={toggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onPress={() => setExpanded(!expanded)}
            >
              {title}
              <Icon name="chevronDown" className={chevron} data-expanded={expanded || undefined} />
            </AriaButton>
          </h2>
        )}
        <ul
          id={listId}
          className={[
            list,
            sprinkles({
              display: perBreakpoint((bp) => (folds(bp) && !expanded ? 'none' : 'flex')),
            }),
          ].join(' ')}
        >
          {links.map((target, index) => (
            <li key={`${target.url}|${target.text}`}>
              <Link
                href={target.url}
                variant="standalone"
                tone="neutral"
                className={link}
                external={target.targetAttribute === '_blank'}
                data-selected={(withImages && index === selected) || undefined}
                onHoverStart={() => setSelected(index)}
                onFocus={() => setSelected(index)}
              >
                {target.text}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {withImages && image && (
        <div className={picture} data-testid="vertical-link-list-picture">
          <Image
            src={image.url}
            alt={image.alt}
            decorative={image.alt === ''}
            aspectRatio={mediaAspectRatio(image, 4 / 5)}
            sizes={`(min-width: ${breakpoints.md}px) 50vw, 100vw`}
          />
        </div>
      )}
    </Root>
  );
}
