import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useLocation } from 'react-router';
import { Icon } from '#components/Icon/index.ts';
import { Link } from '#components/Link/index.ts';
import type { SectionNav as SectionNavData } from './loadSectionNav.ts';
import * as styles from './SectionNav.css.ts';

function NavLink({ name, path, current }: { name: string; path: string; current: string }) {
  return (
    <Link
      href={path}
      variant="standalone"
      tone="neutral"
      className={styles.link}
      aria-current={path === current ? 'page' : undefined}
    >
      {name}
    </Link>
  );
}

/**
 * A help or policy section's pages (the `children` of its hub and of the branch shown): a
 * side navigation from the large breakpoint up, a list collapsed under its toggle below it.
 */
export function SectionNav({ nav }: { nav: SectionNavData }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  return (
    <nav aria-label={nav.root.name} className={styles.nav}>
      <h2 className={[styles.title, styles.heading].join(' ')}>
        <NavLink {...nav.root} current={current} />
      </h2>
      <AriaButton
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onPress={() => setExpanded(!expanded)}
      >
        {nav.root.name}
        <Icon name="chevronDown" className={styles.chevron} data-expanded={expanded || undefined} />
      </AriaButton>
      <ul id={listId} className={styles.list} data-expanded={expanded || undefined}>
        <li className={styles.rootItem}>
          <NavLink {...nav.root} current={current} />
        </li>
        {nav.links.map((page) => (
          <li key={page.path}>
            <NavLink name={page.name} path={page.path} current={current} />
            {page.children.length > 0 ? (
              <ul className={styles.sublist}>
                {page.children.map((child) => (
                  <li key={child.path}>
                    <NavLink {...child} current={current} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of a navigated section: the navigation beside (or above) the page's content. */
export function SectionLayout({
  nav,
  children,
}: {
  nav: SectionNavData | null;
  children: ReactNode;
}) {
  if (!nav) return children;
  return (
    <div className={styles.layout}>
      <SectionNav nav={nav} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
