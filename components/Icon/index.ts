export { Icon, type IconProps } from './Icon.tsx';
export { type IconName, iconNames, icons } from './icons.ts';
