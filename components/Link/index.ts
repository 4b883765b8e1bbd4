export { linkTones, linkVariants } from './Link.css.ts';
export { Link, type LinkProps } from './Link.tsx';
