export { DialogTrigger as PopoverTrigger } from 'react-aria-components';
export { Popover, type PopoverProps } from './Popover.tsx';
