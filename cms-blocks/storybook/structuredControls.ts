import type { Args, ArgTypes } from '@storybook/react-vite';
import type { InputType } from 'storybook/internal/types';
import { fieldInputType, type JsonSchema } from './argTypesFromSchema.ts';

/*
 * Structured controls: a block's lists and groups (messages, items, per-breakpoint layout,
 * targets, media) edited field by field in the Controls panel instead of as raw JSON.
 *
 * `argTypesFromSchema` keeps each object or array prop's JSON Schema on its argType
 * (`structure`). For each story, the preview's enhancers (.storybook/preview.tsx) turn the
 * story's value of such a prop into one control per field, keyed `{prop}__{path}` (the
 * characters Storybook keeps in a shared URL), grouped in the panel under the prop and,
 * for a list, its item. The preview's decorator writes the fields back into the prop
 * before the block renders. The prop's own JSON control stays, to add or remove items; a
 * field's control wins over the JSON for that field.
 */

/** Between the prop and each step of a field's path in a field's arg name. */
export const FIELD_SEPARATOR = '__';

/**
 * At most this many fields per prop: over it, the shallowest fields keep their controls
 * (every column's title before the links inside the columns) and the rest stay in the JSON.
 */
export const MAX_FIELDS_PER_PROP = 120;

/**
 * Fields nested deeper than this stay in the prop's JSON. Six steps reach a target's URL in
 * a list inside a list: a mega menu's `columns › 1 › children › 3 › target › url`.
 */
export const MAX_DEPTH = 6;

type Step = string | number;

/** Where a field's control writes: the prop and the path inside it. */
export interface FieldTarget {
  prop: string;
  path: Step[];
}

interface Field extends FieldTarget {
  schema: JsonSchema;
  value: unknown;
  required: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const withoutNull = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? [schema]).filter((option) => option.type !== 'null');

/** The one alternative of a union that describes `value` (by type, then by its constants). */
function schemaFor(schema: JsonSchema, value: unknown): JsonSchema | undefined {
  const options = withoutNull(schema);
  if (options.length === 1) return options[0];
  const kind = Array.isArray(value) ? 'array' : isRecord(value) ? 'object' : typeof value;
  const sameKind = options.filter((option) => {
    if (option.enum) return option.enum.includes(value);
    if (option.const !== undefined) return option.const === value;
    return option.type === kind || (kind === 'number' && option.type === 'integer');
  });
  if (sameKind.length <= 1 || !isRecord(value)) return sameKind[0];
  // A discriminated union: the object whose constants the value carries.
  return sameKind.find((option) =>
    Object.entries(option.properties ?? {}).every(
      ([key, property]) => property.const === undefined || property.const === value[key],
    ),
  );
}

const isScalar = (schema: JsonSchema) =>
  schema.enum !== undefined ||
  ['string', 'number', 'integer', 'boolean'].includes(String(schema.type));

/** The shallowest `limit` fields, left in their order. */
function shallowest(fields: Field[], limit: number): Field[] {
  if (fields.length <= limit) return fields;
  const kept = new Set(
    fields
      .map((field, index) => ({ depth: field.path.length, index }))
      .sort((a, b) => a.depth - b.depth || a.index - b.index)
      .slice(0, limit)
      .map(({ index }) => index),
  );
  return fields.filter((_, index) => kept.has(index));
}

/** The scalar fields of a prop's value, in schema order. */
function fieldsOf(prop: string, schema: JsonSchema, value: unknown): Field[] {
  const fields: Field[] = [];
  const walk = (node: JsonSchema, at: unknown, path: Step[], required: boolean) => {
    if (path.length > MAX_DEPTH) return;
    if (withoutNull(node).every(isScalar)) {
      if (path.length > 0) fields.push({ prop, path, schema: node, value: at, required });
      return;
    }
    const own = schemaFor(node, at);
    if (!own) return;
    if (Array.isArray(at) && own.items) {
      at.forEach((item, index) => {
        walk(own.items as JsonSchema, item, [...path, index], true);
      });
      return;
    }
    if (!isRecord(at)) return;
    const keys = own.properties
      ? Object.keys(own.properties)
      : (own.propertyNames?.enum?.map(String) ?? []);
    const needed = new Set(own.required ?? []);
    for (const key of keys) {
      const property = own.properties?.[key] ?? own.additionalProperties;
      if (!property || typeof property !== 'object') continue;
      walk(property, at[key], [...path, key], needed.has(key));
    }
  };
  walk(schema, value, [], true);
  return shallowest(fields, MAX_FIELDS_PER_PROP);
}

export const fieldArgName = ({ prop, path }: FieldTarget) => [prop, ...path].join(FIELD_SEPARATOR);

/** Words of a camelCase name: `imageAlt` → `image alt`. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A list item's group: `messages` 0 → `Messages 1`. */
const itemGroup = (prop: string, index: number) => {
  const label = words(prop);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${index + 1}`;
};

function fieldInput(field: Field): InputType {
  const [first, ...rest] = field.path;
  const inList = typeof first === 'number';
  const named = (inList ? rest : field.path).map((step) =>
    typeof step === 'number' ? String(step + 1) : words(step),
  );
  const input = fieldInputType(
    named.join(' › ') || words(field.prop),
    field.schema,
    field.required,
  );
  return {
    ...input,
    table: {
      ...input.table,
      category: field.prop,
      ...(inList ? { subcategory: itemGroup(field.prop, first) } : {}),
    },
    field: { prop: field.prop, path: field.path } satisfies FieldTarget,
  };
}

/** The props of a story that have structured fields: argTypes with a `structure`. */
function structuredProps(argTypes: ArgTypes, args: Args) {
  return Object.entries(argTypes).flatMap(([prop, argType]) => {
    const structure = argType?.structure as JsonSchema | undefined;
    return structure && argType.control !== false && prop in args
      ? [fieldsOf(prop, structure, args[prop])]
      : [];
  });
}

/** argTypes enhancer: a control per field of the story's structured props. */
export function structuredArgTypes(argTypes: ArgTypes, initialArgs: Args): ArgTypes {
  const fields = structuredProps(argTypes, initialArgs).flat();
  if (fields.length === 0) return argTypes;
  const byProp = new Map<string, Field[]>();
  for (const field of fields) byProp.set(field.prop, [...(byProp.get(field.prop) ?? []), field]);
  // In the prop's place: its fields, item by item, then its JSON.
  const next: ArgTypes = {};
  for (const [prop, argType] of Object.entries(argTypes)) {
    const own = byProp.get(prop);
    if (!own || !argType) {
      next[prop] = argType;
      continue;
    }
    for (const field of own) next[fieldArgName(field)] = fieldInput(field);
    next[prop] = {
      ...argType,
      description: [
        argType.description,
        'As JSON, to add or remove items; edit the fields in the groups.',
      ]
        .filter(Boolean)
        .join(' '),
      table: { ...argType.table, category: prop, subcategory: 'Add or remove (JSON)' },
    };
  }
  return next;
}

/** args enhancer: each field's value, unless the story set it. */
export function structuredArgValues(argTypes: ArgTypes, initialArgs: Args): Args {
  const values: Args = {};
  for (const field of structuredProps(argTypes, initialArgs).flat()) {
    const name = fieldArgName(field);
    if (!(name in initialArgs)) values[name] = field.value;
  }
  return values;
}

/** Set `value` at `path` in a copy of `into`, where the path's parent exists. */
function setIn(into: unknown, path: Step[], value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(into) && typeof step === 'number' && step < into.length) {
    const copy = [...into];
    copy[step] = setIn(copy[step], rest, value);
    return copy;
  }
  if (isRecord(into) && typeof step === 'string' && (rest.length === 0 || step in into)) {
    const next = setIn(into[step], rest, value);
    if (next === undefined) {
      const { [step]: _dropped, ...others } = into;
      return others;
    }
    return { ...into, [step]: next };
  }
  return into;
}

/**
 * The args a block renders with: each field written into its prop (where the prop still
 * has the field's parent: items removed in the JSON stay removed), the field args removed.
 */
export function applyStructuredArgs(args: Args, argTypes: ArgTypes): Args {
  const next: Args = { ...args };
  for (const [name, argType] of Object.entries(argTypes)) {
    const target = argType?.field as FieldTarget | undefined;
    if (!target || !(name in args)) continue;
    delete next[name];
    next[target.prop] = setIn(next[target.prop], target.path, args[name]);
  }
  return next;
}

/** Story args that set fields as the Controls panel does (`{ messages__1__richText: '…' }`). */
export const fieldArgs = <StoryArgs>(fields: Record<`${string}__${string}`, unknown>) =>
  fields as Partial<StoryArgs>;

/** True when the story has field controls (the decorator has work to do). */
export const hasStructuredArgs = (argTypes: ArgTypes) =>
  Object.values(argTypes).some((argType) => argType?.field);
