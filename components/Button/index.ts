/** The recipe, for a control that must look like a button but is not one (a checkbox's label). */
export { button as buttonRecipe, buttonSizes, buttonTones } from './Button.css.ts';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button.tsx';
export { resolveModalHref } from './modalHref.ts';
