import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argTypesFromSchema } from './argTypesFromSchema.ts';

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
});

describe('argTypesFromSchema', () => {
  const argTypes = argTypesFromSchema(schema);

  it('makes a control of every field', () => {
    expect(Object.keys(argTypes)).toEqual(Object.keys(schema.shape));
  });

  it('gives small enums radio buttons and larger ones a select', () => {
    expect(argTypes.style).toMatchObject({
      control: 'inline-radio',
      options: ['chevron', 'plus'],
      description: 'The expand icon',
      table: { defaultValue: { summary: '"chevron"' }, type: { summary: '"chevron" | "plus"' } },
    });
    expect(argTypes.tone).toMatchObject({
      control: 'select',
      options: ['neutral', 'brand', 'critical', 'positive', 'caution'],
    });
  });

  it('turns booleans into toggles and numbers into number fields with their limits', () => {
    expect(argTypes.closable).toMatchObject({
      control: 'boolean',
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
      control: 'text',
      description: 'Heading of the block',
      type: { name: 'string', required: true },
    });
  });

  it('edits arrays, objects and records as JSON objects', () => {
    expect(argTypes.messages).toMatchObject({
      control: 'object',
      table: { type: { summary: 'object[]' } },
    });
    expect(argTypes.banner).toMatchObject({
      control: 'object',
      type: { name: 'other', required: false },
    });
    expect(argTypes.flags).toMatchObject({ control: 'object' });
  });

  it('offers the options of a nullable enum and the tokens of a token-or-hex colour', () => {
    expect(argTypes.icon).toMatchObject({ control: 'inline-radio', options: ['info', 'truck'] });
    expect(argTypes.color).toMatchObject({
      control: 'inline-radio',
      options: ['neutral', 'promo'],
    });
  });

  it('leaves constants and disabled fields without a control', () => {
    expect(argTypes.kind).toMatchObject({ control: false });
    expect(argTypesFromSchema(schema, { disable: ['title'] }).title).toMatchObject({
      control: false,
      description: 'Heading of the block',
    });
  });

  it('refuses a schema that is not an object', () => {
    expect(() => argTypesFromSchema(z.string())).toThrow(/object schema/);
  });
});
