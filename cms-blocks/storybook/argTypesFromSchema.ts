import type { ArgTypes } from '@storybook/react-vite';
import type { InputType, SBType } from 'storybook/internal/types';
import { z } from 'zod';

/*
 * Storybook controls of a block from its zod content schema, through zod 4's JSON Schema
 * conversion: what the CMS accepts is what an author can pick in the Controls panel.
 * - enums: inline radio buttons up to 4 options, a select above; a colour that is a token
 *   name or a hex value offers the token names
 * - booleans: a toggle; numbers: a number field with the schema's min, max and step 1 for
 *   integers; strings: a text field
 * - arrays and objects: the JSON object editor, and a control per field of the story's
 *   value (structuredControls.ts)
 * - `.describe()` texts become the descriptions; defaults and types fill the args table.
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
  /** A record's keys (`z.record(z.enum([…]), …)`) and its values. */
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
}

/** Up to this many options show as radio buttons; more as a select. */
export const RADIO_MAX_OPTIONS = 4;

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

/** The control of one field: a prop, or a field inside one (structuredControls.ts). */
export function fieldInputType(name: string, schema: JsonSchema, required: boolean): InputType {
  const options = alternatives(schema).filter((option) => !isNull(option));
  const nullable = options.length < alternatives(schema).length;
  const main = options.length === 1 && options[0] ? options[0] : schema;
  const description = schema.description ?? main.description;
  const enumValues = options.flatMap((option) => option.enum ?? []);
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

  if (enumValues.length > 0) {
    return {
      ...base,
      options: enumValues,
      control: enumValues.length <= RADIO_MAX_OPTIONS ? 'inline-radio' : 'select',
      type: sbType('other'),
    };
  }
  if (main.const !== undefined) return { ...base, control: false, type: sbType('other') };
  switch (main.type) {
    case 'boolean':
      return { ...base, control: 'boolean', type: sbType('boolean') };
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
          ...(max !== undefined ? { max } : {}),
          ...(step !== undefined ? { step } : {}),
        },
        type: sbType('number'),
      };
    }
    case 'string':
      return { ...base, control: 'text', type: sbType('string') };
    default:
      // Kept for the structured controls, which edit the value field by field.
      return { ...base, control: 'object', type: sbType('object'), structure: schema };
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
