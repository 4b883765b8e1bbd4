import type { ArgTypes } from '@storybook/react-vite';
import type { InputType, SBType } from 'storybook/internal/types';
import { z } from 'zod';

/*
 * Storybook controls of a block from its zod content schema, through zod 4's JSON Schema
 * conversion: what the CMS accepts is what an author can pick in the Controls panel.
 * - enums and unions of literals (a split width 60 | 50 | 40): inline radio buttons up to 4
 *   options, a select above; a colour that is a token name or a hex value offers the token
 *   names; a list of enum values (breakpoints) a checkbox per value
 * - booleans: a toggle; numbers: a number field with the schema's min, max and step 1 for
 *   integers; strings: a text field that counts up to the schema's maximum length, which
 *   the description also gives
 * - a picture's URL: a select over a library of pictures (the demo assets), when given one
 * - arrays and objects: the JSON object editor, and a control per field of the story's
 *   value (structuredControls.ts)
 * - `.describe()` texts become the descriptions; defaults and types fill the args table.
 *
 * Every control is an object (`{ type: 'text' }`), never the shorthand string: Storybook
 * normalizes the shorthand in a story's own argTypes but not in what an argTypes enhancer
 * adds, and the Controls panel shows a shorthand there as "-", with no input.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** A record's keys (`z.record(z.enum([…]), …)`) and its values. */
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
}

/** Up to this many options show as radio buttons; more as a select. */
export const RADIO_MAX_OPTIONS = 4;
/** Numbers are short: up to this many (columns 1, 2, 3, 4, 6) show as radio buttons. */
export const RADIO_MAX_NUMBERS = 6;

const radioLimit = (choices: unknown[]) =>
  choices.every((choice) => typeof choice === 'number') ? RADIO_MAX_NUMBERS : RADIO_MAX_OPTIONS;

/** Pictures an author picks from instead of typing a URL: their URLs and readable names. */
export interface ImageLibrary {
  urls: readonly string[];
  labels: Readonly<Record<string, string>>;
}

/** How a field's control is made beyond its schema. */
export interface FieldOptions {
  /** The field is a picture's URL: a select over these pictures. */
  images?: ImageLibrary;
}

/** The control types of Storybook's Controls panel (ArgControl), for the checks of tests. */
export const storybookControlTypes = [
  'array',
  'object',
  'boolean',
  'color',
  'date',
  'number',
  'check',
  'inline-check',
  'radio',
  'inline-radio',
  'select',
  'multi-select',
  'range',
  'text',
  'file',
] as const;

const isNull = (schema: JsonSchema) => schema.type === 'null';

function alternatives(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

function typeName(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf || schema.oneOf) return alternatives(schema).map(typeName).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'unknown'}[]`;
  if (schema.type === 'integer') return 'number';
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'unknown';
}

/** The options of an enum, or of a union of two or more literals (`60 | 50 | 40`). */
function choicesOf(options: JsonSchema[]): unknown[] {
  const constants =
    options.length > 1
      ? options.flatMap((option) => (option.const !== undefined ? [option.const] : []))
      : [];
  return [...options.flatMap((option) => option.enum ?? []), ...constants];
}

/** The choices of a list of enum values (`['sm', 'md']`), else none. */
function listChoicesOf(schema: JsonSchema): unknown[] {
  if (schema.type !== 'array' || !schema.items) return [];
  const items = alternatives(schema.items).filter((option) => !isNull(option));
  const choices = choicesOf(items);
  return choices.length > 0 && items.every((item) => item.enum || item.const !== undefined)
    ? choices
    : [];
}

/** True when a field is a list of enum values, edited as one set of checkboxes. */
export const isChoiceList = (schema: JsonSchema) =>
  alternatives(schema).some((option) => listChoicesOf(option).length > 0);

/** The length limits of a text, in words: `Up to 200 characters.` (1 is "not empty"). */
function lengthNote({ minLength = 0, maxLength }: JsonSchema): string | undefined {
  if (maxLength !== undefined) {
    return minLength > 1
      ? `${minLength} to ${maxLength} characters.`
      : `Up to ${maxLength} characters.`;
  }
  return minLength > 1 ? `At least ${minLength} characters.` : undefined;
}

/** The control of one field: a prop, or a field inside one (structuredControls.ts). */
export function fieldInputType(
  name: string,
  schema: JsonSchema,
  required: boolean,
  fieldOptions: FieldOptions = {},
): InputType {
  const options = alternatives(schema).filter((option) => !isNull(option));
  const nullable = options.length < alternatives(schema).length;
  const main = options.length === 1 && options[0] ? options[0] : schema;
  const described = schema.description ?? main.description;
  const choices = choicesOf(options);
  const note =
    main.type === 'string' && choices.length === 0 && !fieldOptions.images
      ? lengthNote(main)
      : undefined;
  const description =
    described && note
      ? `${described}${/[.!?)]$/.test(described) ? '' : '.'} ${note}`
      : (described ?? note);
  const table: NonNullable<InputType['table']> = {
    type: { summary: typeName(schema) },
    ...(schema.default !== undefined || main.default !== undefined
      ? { defaultValue: { summary: JSON.stringify(schema.default ?? main.default) } }
      : {}),
  };
  const base: InputType = {
    name,
    ...(description ? { description } : {}),
    table,
  };
  const isRequired = required && !nullable;
  const sbType = (kind: 'string' | 'number' | 'boolean' | 'object' | 'other'): SBType =>
    kind === 'object' || kind === 'other'
      ? { name: 'other', value: typeName(schema), required: isRequired }
      : { name: kind, required: isRequired };

  if (choices.length > 0) {
    // A nullable choice (an optional icon) can be set back to none.
    const offered = nullable ? [...choices, null] : choices;
    return {
      ...base,
      options: offered,
      control: {
        type: offered.length <= radioLimit(choices) ? 'inline-radio' : 'select',
        ...(nullable ? { labels: { null: 'None' } } : {}),
      },
      type: sbType('other'),
    };
  }
  const listChoices = listChoicesOf(main);
  if (listChoices.length > 0) {
    return {
      ...base,
      options: listChoices,
      control: { type: listChoices.length <= radioLimit(listChoices) ? 'inline-check' : 'check' },
      type: sbType('other'),
    };
  }
  if (main.const !== undefined) return { ...base, control: false, type: sbType('other') };
  switch (main.type) {
    case 'boolean':
      return { ...base, control: { type: 'boolean' }, type: sbType('boolean') };
    case 'integer':
    case 'number': {
      const min = main.minimum ?? main.exclusiveMinimum;
      const max = main.maximum ?? main.exclusiveMaximum;
      const step = main.type === 'integer' ? 1 : main.multipleOf;
      return {
        ...base,
        control: {
          type: 'number',
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined && max < Number.MAX_SAFE_INTEGER ? { max } : {}),
          ...(step !== undefined ? { step } : {}),
        },
        type: sbType('number'),
      };
    }
    case 'string': {
      const { images } = fieldOptions;
      if (images) {
        return {
          ...base,
          options: [...images.urls],
          control: { type: 'select', labels: { ...images.labels } },
          type: sbType('string'),
        };
      }
      return {
        ...base,
        control: {
          type: 'text',
          ...(main.maxLength !== undefined ? { maxLength: main.maxLength } : {}),
        },
        type: sbType('string'),
      };
    }
    default:
      // Kept for the structured controls, which edit the value field by field.
      return { ...base, control: { type: 'object' }, type: sbType('object'), structure: schema };
  }
}

export interface ArgTypesOptions {
  /** Props to leave without a control (still listed in the table). */
  disable?: readonly string[];
}

/** `argTypes` for a block's stories from its content schema (a zod object). */
export function argTypesFromSchema(schema: z.ZodType, options: ArgTypesOptions = {}): ArgTypes {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if (json.type !== 'object' || !json.properties) {
    throw new Error('argTypesFromSchema needs an object schema');
  }
  const required = new Set(json.required ?? []);
  const argTypes: ArgTypes = {};
  for (const [name, property] of Object.entries(json.properties)) {
    const type = fieldInputType(name, property, required.has(name));
    argTypes[name] = options.disable?.includes(name) ? { ...type, control: false } : type;
  }
  return argTypes;
}
