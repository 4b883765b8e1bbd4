import type { Args, ArgTypes } from '@storybook/react-vite';
import type { InputType } from 'storybook/internal/types';
import {
  type FieldOptions,
  fieldInputType,
  type ImageLibrary,
  isChoiceList,
  type JsonSchema,
} from './argTypesFromSchema.ts';
import { imageLabel } from './imageLibrary.ts';

/*
 * Structured controls: a block's lists and groups (messages, items, per-breakpoint layout,
 * targets, media) edited field by field in the Controls panel instead of as raw JSON.
 *
 * `argTypesFromSchema` keeps each object or array prop's JSON Schema on its argType
 * (`structure`). For each story, the preview's enhancers (.storybook/structuredArgs.tsx)
 * turn the story's value of such a prop into one control per field, keyed `{prop}__{path}`
 * (the characters Storybook keeps in a shared URL), grouped in the panel under the prop and,
 * for a list, its item. The preview's decorator writes the fields back into the prop
 * before the block renders. The prop's own JSON control stays, to add or remove items; a
 * field's control wins over the JSON for that field.
 *
 * A group the CMS may leave out (a banner's eyebrow logo or picture link, an item's
 * target) has its fields whether the story sets it or not: filling its required fields
 * (a logo's URL) adds it, clearing one leaves it out again. A picture's URL is picked from
 * the image library the preview passes (the demo assets); constants (a picture's `type`)
 * have no control.
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

/**
 * A group of fields the CMS may leave out (a nullable logo, an optional target): made from
 * `template` when its fields are given, left out (`empty`) while a required field is not.
 */
export interface OptionalGroup {
  path: Step[];
  /** The fields it needs (inside it: a link's target's URL), each a path from the group. */
  required: Step[][];
  /** Its defaults and constants: what the group is before any field is set. */
  template: Record<string, unknown>;
  /** Left out: null (a nullable group) or no key at all (an optional one). */
  empty: null | undefined;
}

interface Field extends FieldTarget {
  schema: JsonSchema;
  value: unknown;
  required: boolean;
  /** The URL of a picture (an object of `type: 'image'`). */
  image: boolean;
  /** In a group the CMS may leave out: clearing the field may remove the group. */
  inOptionalGroup: boolean;
}

export interface StructuredOptions {
  /** Pictures an author picks a picture's URL from (and the story's own). */
  images?: ImageLibrary;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const withoutNull = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? [schema]).filter((option) => option.type !== 'null');

const isNullable = (schema: JsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? []).some((option) => option.type === 'null');

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

/** A constant: nothing to choose (a picture's `type: 'image'`). */
const isConstant = (schema: JsonSchema) => {
  const options = withoutNull(schema);
  return options.length === 1 && options[0]?.const !== undefined;
};

const defaultOf = (schema: JsonSchema) =>
  schema.default !== undefined ? schema.default : withoutNull(schema)[0]?.default;

/** The object a required property holds, if it is one that may not be left out. */
function requiredObject(schema: JsonSchema, key: string): JsonSchema | undefined {
  const property = schema.properties?.[key];
  if (!property || !schema.required?.includes(key) || isNullable(property)) return undefined;
  const options = withoutNull(property);
  return options.length === 1 && options[0]?.properties ? options[0] : undefined;
}

/** An object's defaults and constants, and the objects it needs with theirs. */
function templateOf(schema: JsonSchema): Record<string, unknown> {
  const template: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const [only] = withoutNull(property);
    const fallback = defaultOf(property);
    const needed = requiredObject(schema, key);
    if (only?.const !== undefined && withoutNull(property).length === 1) {
      template[key] = only.const;
    } else if (isRecord(fallback) && only?.properties) {
      template[key] = { ...templateOf(only), ...structuredClone(fallback) };
    } else if (fallback !== undefined) {
      template[key] = structuredClone(fallback);
    } else if (needed) {
      template[key] = templateOf(needed);
    }
  }
  return template;
}

/** The fields an object needs, down into the objects it needs (a target's text and URL). */
function requiredPaths(schema: JsonSchema): Step[][] {
  return (schema.required ?? []).flatMap((key) => {
    const needed = requiredObject(schema, key);
    return needed ? requiredPaths(needed).map((path) => [key, ...path]) : [[key]];
  });
}

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

interface Structure {
  fields: Field[];
  groups: OptionalGroup[];
}

/** The scalar fields of a prop's value, in schema order, and the groups it may leave out. */
function structureOf(
  prop: string,
  schema: JsonSchema,
  value: unknown,
  required: boolean,
): Structure {
  const fields: Field[] = [];
  const groups: OptionalGroup[] = [];
  interface Place {
    required: boolean;
    /** Inside a group that is not there: fields start at their defaults. */
    absent: boolean;
    image: boolean;
    inOptionalGroup: boolean;
  }
  const walk = (node: JsonSchema, at: unknown, path: Step[], place: Place) => {
    if (path.length > MAX_DEPTH) return;
    const field = (schemaOfField: JsonSchema) => {
      if (path.length === 0 || isConstant(schemaOfField)) return;
      fields.push({
        prop,
        path,
        schema: schemaOfField,
        value: at === undefined && place.absent ? defaultOf(schemaOfField) : at,
        required: place.required,
        image: place.image,
        inOptionalGroup: place.inOptionalGroup,
      });
    };
    if (withoutNull(node).every(isScalar) || isChoiceList(node)) return field(node);
    const own = schemaFor(node, at);
    if (!own) return;
    // A scalar alternative of a union (a product id among complete entries).
    if (isScalar(own)) return field(own);
    if (Array.isArray(at) && own.items) {
      at.forEach((item, index) => {
        walk(own.items as JsonSchema, item, [...path, index], { ...place, required: true });
      });
      return;
    }
    const present = isRecord(at);
    const needed = own.required ?? [];
    // What the group is when left out: null, no key, or (false) it may not be left out.
    const empty = isNullable(node)
      ? null
      : !place.required && defaultOf(node) === undefined
        ? undefined
        : false;
    const optional = empty !== false && needed.length > 0 && own.properties !== undefined;
    // Not there: a group the CMS may leave out offers its fields, and what it needs in it.
    const offered = optional || (place.absent && empty === false);
    if (!present && (!offered || (at !== null && at !== undefined))) return;
    if (empty !== false && optional) {
      groups.push({ path, required: requiredPaths(own), template: templateOf(own), empty });
    }
    const record = present ? at : {};
    const keys = own.properties
      ? Object.keys(own.properties)
      : (own.propertyNames?.enum?.map(String) ?? []);
    const isImage = own.properties?.type?.const === 'image';
    for (const key of keys) {
      const property = own.properties?.[key] ?? own.additionalProperties;
      if (!property || typeof property !== 'object') continue;
      walk(property, record[key], [...path, key], {
        required: needed.includes(key),
        absent: place.absent || !present,
        image: isImage && key === 'url',
        inOptionalGroup: optional,
      });
    }
  };
  walk(schema, value, [], { required, absent: false, image: false, inOptionalGroup: false });
  return { fields: shallowest(fields, MAX_FIELDS_PER_PROP), groups };
}

export const fieldArgName = ({ prop, path }: FieldTarget) => [prop, ...path].join(FIELD_SEPARATOR);

/** Words of a camelCase name: `imageAlt` → `image alt`. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A list item's group: `messages` 0 → `Messages 1`. */
const itemGroup = (prop: string, index: number) => {
  const label = words(prop);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${index + 1}`;
};

/** The pictures a picture's URL picks from: none (if it may go), the story's, the library. */
function imageChoices(field: Field, library: ImageLibrary): ImageLibrary {
  const own = typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  const urls = [
    ...(field.inOptionalGroup ? [''] : []),
    ...(own && !library.urls.includes(own) ? [own] : []),
    ...library.urls,
  ];
  return {
    urls,
    labels: {
      ...library.labels,
      ...(field.inOptionalGroup ? { '': 'None' } : {}),
      ...(own && !library.urls.includes(own) ? { [own]: `${imageLabel(own)} (this story)` } : {}),
    },
  };
}

function fieldInput(field: Field, options: StructuredOptions): InputType {
  const [first, ...rest] = field.path;
  const inList = typeof first === 'number';
  const named = (inList ? rest : field.path).map((step) =>
    typeof step === 'number' ? String(step + 1) : words(step),
  );
  const fieldOptions: FieldOptions =
    field.image && options.images ? { images: imageChoices(field, options.images) } : {};
  const input = fieldInputType(
    named.join(' › ') || words(field.prop),
    field.schema,
    field.required,
    fieldOptions,
  );
  // A value the options leave out (a hex colour beside the token names) is still offered.
  const ownValue = field.value !== undefined && field.value !== '' && !Array.isArray(field.value);
  const choices =
    input.options && ownValue && !input.options.includes(field.value)
      ? [...input.options, field.value]
      : input.options;
  return {
    ...input,
    ...(choices ? { options: choices } : {}),
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
    if (!structure || argType.control === false) return [];
    const control = argType.control as { disable?: boolean } | undefined;
    if (control?.disable) return [];
    const required = (argType.type as { required?: boolean } | undefined)?.required ?? false;
    return [{ prop, ...structureOf(prop, structure, args[prop], required) }];
  });
}

/** argTypes enhancer: a control per field of the story's structured props. */
export function structuredArgTypes(
  argTypes: ArgTypes,
  initialArgs: Args,
  options: StructuredOptions = {},
): ArgTypes {
  const byProp = new Map(
    structuredProps(argTypes, initialArgs)
      .filter((structure) => structure.fields.length > 0)
      .map((structure) => [structure.prop, structure]),
  );
  if (byProp.size === 0) return argTypes;
  // In the prop's place: its fields, item by item, then its JSON.
  const next: ArgTypes = {};
  for (const [prop, argType] of Object.entries(argTypes)) {
    const own = byProp.get(prop);
    if (!own || !argType) {
      next[prop] = argType;
      continue;
    }
    for (const field of own.fields) next[fieldArgName(field)] = fieldInput(field, options);
    next[prop] = {
      ...argType,
      description: [
        argType.description,
        'As JSON, to add or remove items; edit the fields in the groups.',
      ]
        .filter(Boolean)
        .join(' '),
      table: { ...argType.table, category: prop, subcategory: 'Add or remove (JSON)' },
      groups: own.groups,
    };
  }
  return next;
}

/** args enhancer: each field's value, unless the story set it. */
export function structuredArgValues(argTypes: ArgTypes, initialArgs: Args): Args {
  const values: Args = {};
  for (const { fields } of structuredProps(argTypes, initialArgs)) {
    for (const field of fields) {
      const name = fieldArgName(field);
      if (!(name in initialArgs)) values[name] = field.value;
    }
  }
  return values;
}

function getIn(from: unknown, path: Step[]): unknown {
  let at = from;
  for (const step of path) {
    if (Array.isArray(at) && typeof step === 'number') at = at[step];
    else if (isRecord(at) && typeof step === 'string') at = at[step];
    else return undefined;
  }
  return at;
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

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Equal as JSON would be (a key set to undefined is no key). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/** A prop's value with its fields written in: groups made where needed, or left out. */
function applyToProp(
  value: unknown,
  fields: { path: Step[]; value: unknown }[],
  groups: OptionalGroup[],
): unknown {
  let next = value;
  const made = new Set<OptionalGroup>();
  // Shallowest first: a group inside a group is made inside the one just made.
  for (const group of [...groups].sort((a, b) => a.path.length - b.path.length)) {
    const parent = group.path.length === 0 ? {} : getIn(next, group.path.slice(0, -1));
    const parentHolds =
      isRecord(parent) || (Array.isArray(parent) && (group.path.at(-1) as number) < parent.length);
    if (parentHolds && isBlank(getIn(next, group.path))) {
      next = setIn(next, group.path, structuredClone(group.template));
      made.add(group);
    }
  }
  for (const field of fields) next = setIn(next, field.path, field.value);
  // Deepest first: a group left out inside another leaves that one as its template.
  for (const group of [...groups].sort((a, b) => b.path.length - a.path.length)) {
    const at = getIn(next, group.path);
    if (!isRecord(at)) continue;
    const incomplete = group.required.some((path) => isBlank(getIn(at, path)));
    if (incomplete || (made.has(group) && sameValue(at, group.template))) {
      next = setIn(next, group.path, group.empty);
    }
  }
  return next;
}

/**
 * The args a block renders with: each field written into its prop (where the prop still
 * has the field's parent: items removed in the JSON stay removed; a group the CMS may
 * leave out is made from its fields, or left out while a required one is empty), the field
 * args removed.
 */
export function applyStructuredArgs(args: Args, argTypes: ArgTypes): Args {
  const next: Args = { ...args };
  const byProp = new Map<string, { path: Step[]; value: unknown }[]>();
  for (const [name, argType] of Object.entries(argTypes)) {
    const target = argType?.field as FieldTarget | undefined;
    if (!target || !(name in args)) continue;
    delete next[name];
    byProp.set(target.prop, [
      ...(byProp.get(target.prop) ?? []),
      { path: target.path, value: args[name] },
    ]);
  }
  for (const [prop, fields] of byProp) {
    const groups = (argTypes[prop]?.groups as OptionalGroup[] | undefined) ?? [];
    next[prop] = applyToProp(next[prop], fields, groups);
  }
  return next;
}

/** Story args that set fields as the Controls panel does (`{ messages__1__richText: '…' }`). */
export const fieldArgs = <StoryArgs>(fields: Record<`${string}__${string}`, unknown>) =>
  fields as Partial<StoryArgs>;

/** True when the story has field controls (the decorator has work to do). */
export const hasStructuredArgs = (argTypes: ArgTypes) =>
  Object.values(argTypes).some((argType) => argType?.field);
