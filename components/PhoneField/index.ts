export {
  applyMask,
  caretAfterDigits,
  digitsBefore,
  type EditKind,
  editPhone,
  MASK_SLOT,
  stripToDigits,
  toNationalDigits,
} from './mask.ts';
export { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField.tsx';
