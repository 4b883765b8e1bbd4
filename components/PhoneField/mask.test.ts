import { describe, expect, it } from 'vitest';
import { DEFAULT_MASK, NORTH_AMERICA_MASK, phoneCountry } from '#i18n/phone.ts';
import {
  applyMask,
  caretAfterDigits,
  digitsBefore,
  editPhone,
  stripToDigits,
  toNationalDigits,
} from './mask.ts';

const US = phoneCountry('US');
const GB = phoneCountry('GB');
const DE = phoneCountry('DE');
const IT = phoneCountry('IT');

describe('stripToDigits', () => {
  it.each([
    ['(555) 123 - 4567', '5551234567'],
    ['+1 555.123.4567', '15551234567'],
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['NaN', ''],
    ['Infinity', ''],
    ['-12e3', '123'],
    ['0x1F', '01'],
    ['５５５', ''],
    ['٣٤٥', ''],
    ['07700 900123', '07700900123'],
  ])('%j → %j', (input, expected) => {
    expect(stripToDigits(input)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [5551234567], [{}]])(
    'a non-string (%s) holds no digits',
    (input) => {
      expect(stripToDigits(input)).toBe('');
    },
  );
});

describe('applyMask', () => {
  it.each([
    ['', NORTH_AMERICA_MASK, ''],
    ['5', NORTH_AMERICA_MASK, '(5'],
    ['555', NORTH_AMERICA_MASK, '(555'],
    ['5551', NORTH_AMERICA_MASK, '(555) 1'],
    ['555123', NORTH_AMERICA_MASK, '(555) 123'],
    ['5551234', NORTH_AMERICA_MASK, '(555) 123 - 4'],
    ['5551234567', NORTH_AMERICA_MASK, '(555) 123 - 4567'],
    // Too many digits: the extra ones are dropped.
    ['555123456789', NORTH_AMERICA_MASK, '(555) 123 - 4567'],
    ['7700900123', DEFAULT_MASK, '7700 - 900 - 123'],
    ['7700', DEFAULT_MASK, '7700'],
    ['77009', DEFAULT_MASK, '7700 - 9'],
    // Bad input: non-digits never reach the slots.
    ['abc', NORTH_AMERICA_MASK, ''],
    ['NaN', DEFAULT_MASK, ''],
    ['5a5b5', NORTH_AMERICA_MASK, '(555'],
    ['12', 'XX XX', '12'],
    ['1234', 'XX XX', '12 34'],
    ['1234', '', ''],
  ])('applyMask(%j, %j) → %j', (digits, mask, expected) => {
    expect(applyMask(digits, mask)).toBe(expected);
  });
});

describe('caret helpers', () => {
  it.each([
    ['(555) 123 - 4567', 0, 0],
    ['(555) 123 - 4567', 1, 2],
    ['(555) 123 - 4567', 3, 4],
    ['(555) 123 - 4567', 4, 7],
    ['(555) 123 - 4567', 10, 16],
    ['(555) 123 - 4567', 12, 16],
    ['', 3, 0],
  ])('caretAfterDigits(%j, %d) → %d', (text, count, expected) => {
    expect(caretAfterDigits(text, count)).toBe(expected);
  });

  it.each([
    ['(555) 123', 0, 0],
    ['(555) 123', 5, 3],
    ['(555) 123', 7, 4],
    ['(555) 123', 99, 6],
    ['(555) 123', -3, 0],
  ])('digitsBefore(%j, %d) → %d', (text, index, expected) => {
    expect(digitsBefore(text, index)).toBe(expected);
  });
});

describe('toNationalDigits', () => {
  it.each([
    ['typed digits', '5551234567', US, '5551234567', 0],
    ['a formatted number', '(555) 123-4567', US, '5551234567', 0],
    ['a pasted international number', '+1 (555) 123-4567', US, '5551234567', 1],
    ['one digit too many starting with 1', '15551234567', US, '5551234567', 1],
    ['too many digits', '555123456789', US, '5551234567', 0],
    ['a UK number with its trunk 0', '07700 900123', GB, '7700900123', 1],
    ['a UK number with +44', '+44 7700 900123', GB, '7700900123', 2],
    ['a UK number with +44 and (0)', '+44 (0)7700 900123', GB, '7700900123', 3],
    ['a UK number with 0044', '0044 7700 900123', GB, '7700900123', 4],
    ['a German number', '030 1234567', DE, '301234567', 1],
    ['Italy keeps its leading 0', '06 1234 5678', IT, '0612345678', 0],
    ['letters', 'call me', US, '', 0],
    ['NaN', 'NaN', US, '', 0],
    ['empty', '', GB, '', 0],
  ])('%s', (_name, raw, country, digits, dropped) => {
    expect(toNationalDigits(raw, country)).toEqual({ digits, dropped });
  });
});

describe('editPhone', () => {
  it('typing a digit moves the caret past the punctuation the mask adds', () => {
    // '(555' + '1' typed at the end.
    const edit = editPhone('555', '(5551', 5, 'other', US);
    expect(edit).toEqual({ digits: '5551', caretDigits: 4 });
    expect(caretAfterDigits(applyMask(edit.digits, US.mask), edit.caretDigits)).toBe(7);
  });

  it('typing in the middle keeps the caret after the new digit', () => {
    // '(555) 123' with '9' typed after the first 5.
    expect(editPhone('555123', '(5955) 123', 3, 'other', US)).toEqual({
      digits: '5955123',
      caretDigits: 2,
    });
  });

  it('Backspace over punctuation deletes the digit before it', () => {
    // '(555) |1': Backspace removed the space only, so the last 5 goes.
    expect(editPhone('5551', '(555)1', 5, 'deleteBackward', US)).toEqual({
      digits: '551',
      caretDigits: 2,
    });
    expect(editPhone('5551234', '(555) 123 4', 10, 'deleteBackward', US)).toEqual({
      digits: '555124',
      caretDigits: 5,
    });
  });

  it('Delete over punctuation deletes the digit after it', () => {
    // '(555) 123' with the caret after '555': Delete removed ')'.
    expect(editPhone('555123', '(555 123', 4, 'deleteForward', US)).toEqual({
      digits: '55523',
      caretDigits: 3,
    });
  });

  it('Backspace at the very start does nothing', () => {
    expect(editPhone('555', '(555', 0, 'deleteBackward', US)).toEqual({
      digits: '555',
      caretDigits: 0,
    });
  });

  it('deleting a digit removes just that digit', () => {
    expect(editPhone('5551234', '(555) 123 - ', 12, 'deleteBackward', US)).toEqual({
      digits: '555123',
      caretDigits: 6,
    });
  });

  it('pasting a formatted international number keeps the national digits', () => {
    expect(editPhone('', '+44 7700 900123', 15, 'other', GB)).toEqual({
      digits: '7700900123',
      caretDigits: 10,
    });
  });

  it('letters typed are ignored', () => {
    expect(editPhone('555', '(555x', 5, 'other', US)).toEqual({ digits: '555', caretDigits: 3 });
  });

  it('a selection replaced by a paste of too many digits is cut to the mask', () => {
    expect(editPhone('555', '(555999999999999', 16, 'other', US)).toEqual({
      digits: '5559999999',
      caretDigits: 10,
    });
  });
});
