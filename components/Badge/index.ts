export { badgeTones, eyebrowTones } from './Badge.css.ts';
export { Badge, type BadgeProps, Eyebrow, type EyebrowProps } from './Badge.tsx';
