export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
  radioGroupOrientations,
} from './RadioGroup.tsx';
