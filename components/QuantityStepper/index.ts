export { quantityStepperSizes } from './QuantityStepper.css.ts';
export {
  DEFAULT_MAX_QUANTITY,
  DEFAULT_QUANTITY,
  MIN_QUANTITY,
  QuantityStepper,
  type QuantityStepperProps,
} from './QuantityStepper.tsx';
