import type { ReactNode } from 'react';
import { Link, type LinkProps } from '#components/Link/index.ts';

export type TransLinkProps = Omit<LinkProps, 'children'> & { children?: ReactNode };

/**
 * A kit Link for `<Trans components={{ anchor: <TransLink href="/privacy" /> }} />` (`<anchor>…</anchor>` in the key; `<link>` is a void HTML tag to Trans): the
 * translation supplies the text between `<link>` and `</link>`.
 */
export function TransLink({ children, ...rest }: TransLinkProps) {
  return <Link {...rest}>{children}</Link>;
}
