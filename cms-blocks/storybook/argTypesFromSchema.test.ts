import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argTypesFromSchema, fieldInputType, storybookControlTypes } from './argTypesFromSchema.ts';

const schema = z.object({
  style: z.enum(['chevron', 'plus']).default('chevron').describe('The expand icon'),
  tone: z.enum(['neutral', 'brand', 'critical', 'positive', 'caution']),
  closable: z.boolean().default(false).describe('Shows a close button'),
  autorotateTime: z.number().int().min(0).max(60).default(5),
  ratio: z.number().gt(0).max(4).multipleOf(0.5).optional(),
  title: z.string().max(120).describe('Heading of the block'),
  messages: z.array(z.object({ text: z.string() })).max(5),
  banner: z.object({ url: z.string() }).nullable(),
  icon: z.enum(['info', 'truck']).nullable(),
  color: z.union([z.enum(['neutral', 'promo']), z.string().regex(/^#[0-9a-f]{6}$/)]),
  kind: z.literal('image'),
  flags: z.partialRecord(z.enum(['sm', 'md', 'lg']), z.boolean()),
  splitWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).default(50),
  columns: z.union([1, 2, 3, 4, 6].map((count) => z.literal(count))),
  collapsibleOn: z.array(z.enum(['sm', 'md', 'lg'])).default([]),
  code: z.string().trim().min(3).max(12),
});

describe('argTypesFromSchema', () => {
  const argTypes = argTypesFromSchema(schema);

  it('makes a control of every field', () => {
    expect(Object.keys(argTypes)).toEqual(Object.keys(schema.shape));
  });

  it('gives small enums radio buttons and larger ones a select', () => {
    expect(argTypes.style).toMatchObject({
      control: { type: 'inline-radio' },
      options: ['chevron', 'plus'],
      description: 'The expand icon',
      table: { defaultValue: { summary: '"chevron"' }, type: { summary: '"chevron" | "plus"' } },
    });
    expect(argTypes.tone).toMatchObject({
      control: { type: 'select' },
      options: ['neutral', 'brand', 'critical', 'positive', 'caution'],
    });
  });

  it('turns booleans into toggles and numbers into number fields with their limits', () => {
    expect(argTypes.closable).toMatchObject({
      control: { type: 'boolean' },
      description: 'Shows a close button',
      table: { defaultValue: { summary: 'false' } },
    });
    expect(argTypes.autorotateTime).toMatchObject({
      control: { type: 'number', min: 0, max: 60, step: 1 },
      table: { defaultValue: { summary: '5' } },
    });
    expect(argTypes.ratio).toMatchObject({
      control: { type: 'number', min: 0, max: 4, step: 0.5 },
      type: { name: 'number', required: false },
    });
  });

  it('gives strings a text field and marks required fields', () => {
    expect(argTypes.title).toMatchObject({
      control: { type: 'text' },
      type: { name: 'string', required: true },
    });
  });

  it('counts a text up to its maximum length and says its limits beside it', () => {
    expect(argTypes.title).toMatchObject({
      control: { type: 'text', maxLength: 120 },
      description: 'Heading of the block. Up to 120 characters.',
    });
    expect(argTypes.code).toMatchObject({
      control: { type: 'text', maxLength: 12 },
      description: '3 to 12 characters.',
    });
  });

  it('offers a union of literals as choices: radio buttons, up to six numbers', () => {
    expect(argTypes.splitWidth).toMatchObject({
      control: { type: 'inline-radio' },
      options: [60, 50, 40],
      table: { defaultValue: { summary: '50' }, type: { summary: '60 | 50 | 40' } },
    });
    expect(argTypes.columns).toMatchObject({
      control: { type: 'inline-radio' },
      options: [1, 2, 3, 4, 6],
    });
  });

  it('offers a list of enum values as a checkbox each', () => {
    expect(argTypes.collapsibleOn).toMatchObject({
      control: { type: 'inline-check' },
      options: ['sm', 'md', 'lg'],
    });
    expect(argTypes.collapsibleOn).not.toHaveProperty('structure');
  });

  it('picks a picture from a library, by name', () => {
    const library = {
      urls: ['/api/images/upload/content/ridgeline/logo.jpg'],
      labels: { '/api/images/upload/content/ridgeline/logo.jpg': 'Ridgeline · logo' },
    };
    expect(
      fieldInputType('url', { type: 'string', maxLength: 500 }, true, { images: library }),
    ).toMatchObject({
      control: { type: 'select', labels: library.labels },
      options: library.urls,
    });
  });

  it('gives every prop a control object Storybook knows (a shorthand string shows "-")', () => {
    for (const [name, argType] of Object.entries(argTypes)) {
      const control = argType?.control;
      if (control === false) continue;
      expect(typeof control, name).toBe('object');
      expect(storybookControlTypes, name).toContain((control as { type: string }).type);
    }
  });

  it('edits arrays, objects and records as JSON objects', () => {
    expect(argTypes.messages).toMatchObject({
      control: { type: 'object' },
      table: { type: { summary: 'object[]' } },
    });
    expect(argTypes.banner).toMatchObject({
      control: { type: 'object' },
      type: { name: 'other', required: false },
    });
    expect(argTypes.flags).toMatchObject({ control: { type: 'object' } });
  });

  it('offers the options of a nullable enum and the tokens of a token-or-hex colour', () => {
    expect(argTypes.icon).toMatchObject({
      control: { type: 'inline-radio', labels: { null: 'None' } },
      options: ['info', 'truck', null],
    });
    expect(argTypes.color).toMatchObject({
      control: { type: 'inline-radio' },
      options: ['neutral', 'promo'],
    });
  });

  it('leaves constants and disabled fields without a control', () => {
    expect(argTypes.kind).toMatchObject({ control: false });
    expect(argTypesFromSchema(schema, { disable: ['title'] }).title).toMatchObject({
      control: false,
      description: 'Heading of the block. Up to 120 characters.',
    });
  });

  it('refuses a schema that is not an object', () => {
    expect(() => argTypesFromSchema(z.string())).toThrow(/object schema/);
  });
});
