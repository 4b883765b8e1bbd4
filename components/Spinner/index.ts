export { Spinner, type SpinnerProps, spinnerSizes } from './Spinner.tsx';
