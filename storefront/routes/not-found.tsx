import { notFound } from '../loaders.ts';

/** Any path below a site that no route knows: the error page with 404. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}

export const handle = { pageType: 'Error' };
