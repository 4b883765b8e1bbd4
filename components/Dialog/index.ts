export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { dialogPlacements, dialogSizes } from './Dialog.css.ts';
export { Dialog, type DialogProps } from './Dialog.tsx';
