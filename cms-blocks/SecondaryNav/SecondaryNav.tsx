import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '#components/Icon/index.ts';
import { Link } from '#components/Link/index.ts';
import { isCurrentUrl, useCurrentPath } from '../renderer/useCurrentPath.ts';
import { chevron, link, list, root, toggle } from './SecondaryNav.css.ts';
import type { SecondaryNavProps } from './SecondaryNav.schema.ts';

/**
 * The pages of a part of the site (spec §2): a row of links from the large breakpoint up,
 * a list collapsed under its title below it. The link of the page shown is marked current.
 */
export function SecondaryNav({ title, links }: SecondaryNavProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const currentPath = useCurrentPath();
  return (
    <nav aria-label={title} className={root} data-block="SecondaryNav">
      <AriaButton
        className={toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onPress={() => setExpanded(!expanded)}
      >
        {title}
        <Icon name="chevronDown" className={chevron} data-expanded={expanded || undefined} />
      </AriaButton>
      <ul id={listId} className={list} data-expanded={expanded || undefined}>
        {links.map((target) => (
          <li key={`${target.url}|${target.text}`}>
            <Link
              href={target.url}
              variant="standalone"
              tone="neutral"
              className={link}
              aria-current={isCurrentUrl(target.url, currentPath) ? 'page' : undefined}
              external={target.targetAttribute === '_blank'}
            >
              {target.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
