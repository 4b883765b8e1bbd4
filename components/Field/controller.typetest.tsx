/**
 * Type test, checked by `npm run typecheck` (never run or bundled): every field takes
 * react-hook-form's `field` as it is, plus `useFieldError`'s props.
 */
import type { ControllerFieldState, ControllerRenderProps } from 'react-hook-form';
import { Checkbox, CheckboxGroup } from '../Checkbox/index.ts';
import { ComboBox, ComboBoxItem } from '../ComboBox/index.ts';
import { DateField } from '../DateField/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { PhoneField, type PhoneValue } from '../PhoneField/index.ts';
import { QuantityStepper } from '../QuantityStepper/index.ts';
import { Radio, RadioGroup } from '../RadioGroup/index.ts';
import { Select, SelectItem } from '../Select/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextField } from '../TextField/index.ts';
import { useFieldError } from './useFieldError.ts';

interface Values {
  text: string;
  key: string;
  date: string;
  quantity: number;
  phone: PhoneValue;
  ticked: boolean;
  many: string[];
}

type Field<K extends keyof Values> = ControllerRenderProps<Values, K>;
const options = [{ id: 'a', name: 'A' }];

interface Props {
  text: Field<'text'>;
  choice: Field<'key'>;
  date: Field<'date'>;
  quantity: Field<'quantity'>;
  phone: Field<'phone'>;
  ticked: Field<'ticked'>;
  many: Field<'many'>;
  state: ControllerFieldState;
}

export function AllFieldsTakeTheController({
  text,
  choice,
  date,
  quantity,
  phone,
  ticked,
  many,
  state,
}: Props) {
  const fieldError = useFieldError();
  const { value: isSelected, ...tickedRest } = ticked;
  return (
    <>
      <TextField {...text} {...fieldError(state)} label="Text" />
      <PasswordField {...text} {...fieldError(state)} label="Password" />
      <Select {...choice} {...fieldError(state)} label="Select" items={options}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <ComboBox {...choice} {...fieldError(state)} label="ComboBox" defaultItems={options}>
        {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>
      <RadioGroup {...choice} {...fieldError(state)} label="Radio">
        <Radio value="a">A</Radio>
      </RadioGroup>
      <DateField {...date} {...fieldError(state)} label="Date" />
      <QuantityStepper {...quantity} {...fieldError(state)} />
      <PhoneField {...phone} {...fieldError(state)} label="Phone" />
      <Checkbox {...tickedRest} isSelected={isSelected} {...fieldError(state)}>
        Tick
      </Checkbox>
      <Switch {...tickedRest} isSelected={isSelected} {...fieldError(state)}>
        Switch
      </Switch>
      <CheckboxGroup {...many} {...fieldError(state)} label="Many">
        <Checkbox value="a">A</Checkbox>
      </CheckboxGroup>
    </>
  );
}
