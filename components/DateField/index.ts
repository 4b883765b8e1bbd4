export { DateField, type DateFieldProps } from './DateField.tsx';
export { parseIsoDate, toIsoDate } from './isoDate.ts';
