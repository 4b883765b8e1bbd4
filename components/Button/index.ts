export { buttonSizes, buttonTones } from './Button.css.ts';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button.tsx';
export { resolveModalHref } from './modalHref.ts';
