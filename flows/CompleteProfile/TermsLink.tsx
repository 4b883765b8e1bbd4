import type { ReactNode } from 'react';
import { Link } from '#components/Link/index.ts';

/** A link inside a translated sentence (`<terms>…</terms>` of a Trans key). */
export function TermsLink({ href, children }: { href: string; children?: ReactNode }) {
  return <Link href={href}>{children}</Link>;
}
