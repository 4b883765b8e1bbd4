import type { ArgTypes } from '@storybook/react-vite';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contentDocument } from '#api/contract/content.ts';
import { type BlockSection, walkSections } from '#api/contract/contentSections.ts';
import { contentEntries } from '#demo/content/index.ts';
import { argTypesFromSchema, storybookControlTypes } from './argTypesFromSchema.ts';
import {
  applyStructuredArgs,
  type FieldTarget,
  fieldArgName,
  MAX_DEPTH,
  MAX_FIELDS_PER_PROP,
  type OptionalGroup,
  structuredArgTypes,
  structuredArgValues,
} from './structuredControls.ts';
import { demoImageLibrary } from './test/demoImages.ts';

/*
 * What an author meets in the Controls panel of every block, on every section of the demo
 * content (all sites, both brands): a control Storybook can draw for every field (a
 * shorthand such as `control: 'text'` in an enhancer's argTypes shows "-" and no input),
 * every text, choice and on/off value inside lists and groups reachable as a field, and an
 * edit of any field landing in the payload the block renders.
 */

// The blocks' styles are created at import; outside the bundler plugin vanilla-extract
// needs a file scope to name them.
setFileScope('cms-blocks/storybook/blockControls.test.ts');
const { blockRegistry } = await import('../registry.ts');
const { popUpSchema } = await import('../PopUp/PopUp.schema.ts');
const { filterBySchema } = await import('../FilterBy/FilterBy.schema.ts');

const schemas: Record<string, z.ZodType> = {
  ...Object.fromEntries(Object.entries(blockRegistry).map(([name, block]) => [name, block.schema])),
  PopUp: popUpSchema,
  FilterBy: filterBySchema,
};

const sections: BlockSection[] = [];
for (const entry of contentEntries()) {
  walkSections(contentDocument.parse(entry.document).sections, (section) => {
    if (section.component in schemas) sections.push(section as BlockSection);
  });
}

type Step = string | number;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const getIn = (from: unknown, path: Step[]) =>
  path.reduce<unknown>(
    (at, step) => (isRecord(at) || Array.isArray(at) ? (at as never)[step] : undefined),
    from,
  );

/** The paths of a value's scalars (but a picture's constant `type`). */
function leaves(value: unknown, path: Step[] = []): Step[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'type' && item === 'image' ? [] : leaves(item, [...path, key]),
    );
  }
  return value === null || value === undefined ? [] : [path];
}

interface Control {
  type?: string;
  min?: number;
  max?: number;
  maxLength?: number;
}
const choiceControls = ['check', 'inline-check', 'radio', 'inline-radio', 'select', 'multi-select'];

/** Another value the field's control could set. */
function editOf(
  control: Control,
  options: readonly unknown[] | undefined,
  value: unknown,
): unknown {
  if (options && choiceControls.includes(control.type ?? '')) {
    if (control.type?.includes('check')) {
      return Array.isArray(value) && value.length > 0 ? [] : options.slice(0, 1);
    }
    return options.find((option) => option !== value && option !== '');
  }
  switch (control.type) {
    case 'boolean':
      return !value;
    case 'number': {
      const next = (typeof value === 'number' ? value : (control.min ?? 0)) + 1;
      return control.max !== undefined && next > control.max ? (control.min ?? 0) + 1 : next;
    }
    default:
      return `${typeof value === 'string' && value !== '' ? value.slice(0, 20) : 'Edited'} ✎`;
  }
}

const fieldsOf = (argTypes: ArgTypes) =>
  Object.entries(argTypes).flatMap(([name, argType]) => {
    const target = argType?.field as FieldTarget | undefined;
    return target ? [{ name, target, argType }] : [];
  });

// Thousands of edits: on a busy machine more than Vitest's 5 s.
describe('the Controls panel of every block, on the demo content', { timeout: 60_000 }, () => {
  const images = demoImageLibrary();
  const shapes = new Set<string>();
  const prepared = sections.flatMap((section) => {
    const schema = schemas[section.component] as z.ZodType;
    const args = schema.parse(section.props) as Record<string, unknown>;
    const argTypes = structuredArgTypes(argTypesFromSchema(schema), args, { images });
    // A section of the same controls on another site (its words translated) adds nothing.
    const shape = `${section.component} ${Object.keys(argTypes).join()}`;
    if (shapes.has(shape)) return [];
    shapes.add(shape);
    const values = structuredArgValues(argTypes, args);
    return [{ section, args, argTypes, values, label: `${section.component} ${section.id}` }];
  });

  it('covers every block', () => {
    for (const name of Object.keys(schemas)) {
      expect(
        sections.some((section) => section.component === name),
        `demo content uses ${name}`,
      ).toBe(true);
    }
  });

  it('gives every prop and field a control object Storybook draws, its value among its options', () => {
    for (const { argTypes, args, values, label } of prepared) {
      for (const [name, argType] of Object.entries(argTypes)) {
        const control = argType?.control;
        if (control === false) continue;
        expect(typeof control, `${label} ${name}`).toBe('object');
        const { type } = control as Control;
        expect(storybookControlTypes, `${label} ${name}`).toContain(type);
        if (!choiceControls.includes(type ?? '')) continue;
        const options = argType?.options ?? [];
        expect(options.length, `${label} ${name} options`).toBeGreaterThan(0);
        const value = name in values ? values[name] : args[name];
        const chosen = Array.isArray(value) ? value : value === undefined ? [] : [value];
        for (const one of chosen) expect(options, `${label} ${name} = ${one}`).toContain(one);
      }
    }
  });

  it('makes every text, choice, on/off and number inside lists and groups a field', () => {
    for (const { argTypes, args, label } of prepared) {
      const fields = fieldsOf(argTypes);
      for (const [prop, argType] of Object.entries(argTypes)) {
        const structure = argType?.structure as { items?: object } | undefined;
        if (!structure || argType?.control === false) continue;
        // Whole sections (a wrapper's `components`): edited as JSON, never field by field.
        if (structure.items && Object.keys(structure.items).length === 0) continue;
        const own = fields.filter(({ target }) => target.prop === prop);
        if (own.length >= MAX_FIELDS_PER_PROP) continue;
        for (const path of leaves(args[prop])) {
          if (path.length > MAX_DEPTH) continue;
          const covered = own.some(({ target }) =>
            target.path.every((step, index) => path[index] === step),
          );
          expect(covered, `${label} ${prop}.${path.join('.')}`).toBe(true);
        }
      }
    }
  });

  it('renders the payload as it came until a field is edited', () => {
    for (const { argTypes, args, values, label } of prepared) {
      expect(applyStructuredArgs({ ...args, ...values }, argTypes), label).toEqual(args);
    }
  });

  it('writes an edit of any field into the payload the block renders', () => {
    for (const { argTypes, args, values, label } of prepared) {
      const fields = fieldsOf(argTypes);
      const editOfField = (name: string) => {
        const argType = argTypes[name];
        return editOf(argType?.control as Control, argType?.options, values[name]);
      };
      for (const { name, target } of fields) {
        const edit = editOfField(name);
        if (edit === undefined) continue;
        // A group that is not there (a banner's logo) comes with its required fields.
        const groups = (argTypes[target.prop]?.groups as OptionalGroup[] | undefined) ?? [];
        const completing = groups
          .filter(
            (group) =>
              group.path.every((step, index) => target.path[index] === step) &&
              getIn(args[target.prop], group.path) == null,
          )
          .flatMap((group) => group.required.map((path) => [...group.path, ...path]))
          .map((path) => fieldArgName({ prop: target.prop, path }))
          .filter((required) => required !== name && required in argTypes)
          .map((required) => [required, editOfField(required)]);
        const rendered = applyStructuredArgs(
          { ...args, ...values, ...Object.fromEntries(completing), [name]: edit },
          argTypes,
        );
        expect(getIn(rendered[target.prop], target.path), `${label} ${name}`).toEqual(edit);
      }
    }
  });
});
