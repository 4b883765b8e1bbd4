export { alertTones, alertVariants } from './Alert.css.ts';
export { Alert, type AlertProps, type AlertTone, alertToneIcons } from './Alert.tsx';
