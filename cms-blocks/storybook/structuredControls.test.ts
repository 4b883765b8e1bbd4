import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { argTypesFromSchema, storybookControlTypes } from './argTypesFromSchema.ts';
import { imageLibrary } from './imageLibrary.ts';
import {
  applyStructuredArgs,
  MAX_DEPTH,
  MAX_FIELDS_PER_PROP,
  structuredArgTypes,
  structuredArgValues,
} from './structuredControls.ts';

const target = z.object({ text: z.string(), url: z.string(), style: z.enum(['link', 'primary']) });
const media = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), src: z.string(), alt: z.string() }),
  z.object({ kind: z.literal('video'), src: z.string(), autoplay: z.boolean() }),
]);
const schema = z.object({
  title: z.string(),
  layout: z.partialRecord(z.enum(['sm', 'md', 'lg']), z.enum(['stack', 'row', 'grid'])),
  items: z.array(z.object({ title: z.string(), target: target.optional(), media })),
  banner: z.object({ heading: z.string().nullable() }).nullable(),
  tags: z.array(z.string()),
});

const args = {
  title: 'Layers',
  layout: { sm: 'stack', lg: 'grid' },
  items: [
    {
      title: 'Shells',
      target: { text: 'Shop', url: '/c/1', style: 'link' },
      media: { kind: 'image', src: 'a.png', alt: 'A' },
    },
    { title: 'Boots', media: { kind: 'video', src: 'b.mp4', autoplay: false } },
  ],
  banner: null,
  tags: ['rain', 'snow'],
};

describe('structured controls', () => {
  const argTypes = structuredArgTypes(argTypesFromSchema(schema), args);

  it('gives each field of a list item its own control, grouped under the item', () => {
    expect(argTypes.items__0__title).toMatchObject({
      name: 'title',
      control: { type: 'text' },
      table: { category: 'items', subcategory: 'Items 1' },
      field: { prop: 'items', path: [0, 'title'] },
    });
    expect(argTypes.items__0__target__style).toMatchObject({
      name: 'target › style',
      control: { type: 'inline-radio' },
      options: ['link', 'primary'],
    });
    // The second item's media is a video's; a media's kind is a constant, with no control.
    expect(argTypes.items__1__media__autoplay).toMatchObject({ control: { type: 'boolean' } });
    expect(argTypes.items__1__media__alt).toBeUndefined();
    expect(argTypes.items__0__media__alt).toMatchObject({ control: { type: 'text' } });
    expect(argTypes.items__0__media__kind).toBeUndefined();
  });

  it('gives every field a control object of a type the Controls panel has', () => {
    for (const [name, argType] of Object.entries(argTypes)) {
      if (!argType?.field) continue;
      const control = argType.control as { type?: string };
      expect(typeof control, name).toBe('object');
      expect(storybookControlTypes, name).toContain(control.type);
    }
  });

  it('offers every breakpoint of a per-breakpoint value, set or not', () => {
    for (const breakpoint of ['sm', 'md', 'lg']) {
      expect(argTypes[`layout__${breakpoint}`]).toMatchObject({
        name: breakpoint,
        control: { type: 'inline-radio' },
        options: ['stack', 'row', 'grid'],
        table: { category: 'layout' },
      });
    }
  });

  it('keeps scalars as they were and each prop’s JSON, to add or remove items', () => {
    expect(argTypes.title).toMatchObject({ control: { type: 'text' } });
    expect(argTypes.items).toMatchObject({
      control: { type: 'object' },
      table: { category: 'items', subcategory: 'Add or remove (JSON)' },
    });
    expect(argTypes.tags__1).toMatchObject({ name: 'tags', control: { type: 'text' } });
    // In the panel, a prop's fields come before its JSON.
    const order = Object.keys(argTypes);
    expect(order.indexOf('items__1__title')).toBeLessThan(order.indexOf('items'));
    // A null group has no fields to show.
    expect(Object.keys(argTypes).filter((name) => name.startsWith('banner__'))).toEqual([]);
  });

  it('starts each field at the story’s value, unless the story set the field', () => {
    const values = structuredArgValues(argTypes, { ...args, items__1__title: 'Set' });
    expect(values).toMatchObject({
      items__0__title: 'Shells',
      items__0__target__url: '/c/1',
      layout__sm: 'stack',
      layout__lg: 'grid',
      tags__0: 'rain',
    });
    expect(values).not.toHaveProperty('items__1__title');
    expect(values.layout__md).toBeUndefined();
  });

  it('writes the fields back into their props and leaves the field args out', () => {
    const edited = {
      ...args,
      ...structuredArgValues(argTypes, args),
      items__1__title: 'Trail boots',
      layout__md: 'row',
      layout__lg: undefined,
    };
    const applied = applyStructuredArgs(edited, argTypes);
    expect(applied).toEqual({
      ...args,
      layout: { sm: 'stack', md: 'row' },
      items: [args.items[0], { ...args.items[1], title: 'Trail boots' }],
    });
    // The story's own value is untouched.
    expect(args.items[1]?.title).toBe('Boots');
  });

  it('leaves items removed in the JSON removed', () => {
    const values = structuredArgValues(argTypes, args);
    const applied = applyStructuredArgs({ ...args, ...values, items: [args.items[0]] }, argTypes);
    expect(applied.items).toEqual([args.items[0]]);
  });

  it(`stops at ${MAX_FIELDS_PER_PROP} fields a prop`, () => {
    const many = { ...args, tags: Array.from({ length: 200 }, (_, index) => `tag ${index}`) };
    const types = structuredArgTypes(argTypesFromSchema(schema), many);
    expect(Object.keys(types).filter((name) => name.startsWith('tags__'))).toHaveLength(
      MAX_FIELDS_PER_PROP,
    );
  });

  describe('a list inside a list (a mega menu’s columns and their links)', () => {
    const link = z.object({ title: z.string(), target });
    const menu = z.object({
      columns: z.array(link.extend({ children: z.array(link) })),
    });
    const linkOf = (title: string) => ({
      title,
      target: { text: title, url: `/c/${title}`, style: 'link' as const },
    });
    const columnsOf = (columns: number, children: number) => ({
      columns: Array.from({ length: columns }, (_, column) => ({
        ...linkOf(`column ${column}`),
        children: Array.from({ length: children }, (_, child) => linkOf(`${column}.${child}`)),
      })),
    });

    it(`edits a link’s target ${MAX_DEPTH} steps down, and writes it back`, () => {
      const value = columnsOf(2, 2);
      const types = structuredArgTypes(argTypesFromSchema(menu), value);
      expect(types.columns__1__children__0__target__url).toMatchObject({
        name: 'children › 1 › target › url',
        control: { type: 'text' },
        table: { category: 'columns', subcategory: 'Columns 2' },
        field: { prop: 'columns', path: [1, 'children', 0, 'target', 'url'] },
      });
      const applied = applyStructuredArgs(
        {
          ...value,
          ...structuredArgValues(types, value),
          columns__1__children__0__target__url: '/c/changed',
        },
        types,
      );
      expect(applied.columns[1].children[0].target.url).toBe('/c/changed');
      expect(applied.columns[0]).toEqual(value.columns[0]);
    });

    it('over the limit, keeps every column’s own fields before the links inside them', () => {
      // 8 columns of 5 fields each, and 8 × 10 links of 4 fields: 360 fields.
      const types = structuredArgTypes(argTypesFromSchema(menu), columnsOf(8, 10));
      const fields = Object.keys(types).filter((name) => name.startsWith('columns__'));
      expect(fields).toHaveLength(MAX_FIELDS_PER_PROP);
      for (let column = 0; column < 8; column += 1) {
        expect(types[`columns__${column}__title`]).toBeDefined();
        expect(types[`columns__${column}__target__url`]).toBeDefined();
      }
      expect(types.columns__0__children__0__title).toBeDefined();
      expect(types.columns__7__children__9__target__url).toBeUndefined();
      // Still in the order of the schema: a column's links come after its own fields.
      expect(fields.indexOf('columns__0__children__0__title')).toBeLessThan(
        fields.indexOf('columns__1__title'),
      );
    });
  });

  describe('a group the CMS may leave out (an item’s target, a banner’s logo)', () => {
    const picture = z.object({
      type: z.literal('image').default('image'),
      url: z.string().min(1).max(500),
      alt: z.string().max(300).default(''),
    });
    const banner = z.object({
      title: z.string().max(200),
      logo: picture.nullable().default(null),
      media: picture.nullable().default(null),
      link: z
        .object({
          url: z.string().min(1),
          targetAttribute: z.enum(['_self', '_blank']).default('_self'),
        })
        .nullable()
        .default(null),
    });
    const story = banner.parse({
      title: 'Trail season',
      media: { url: '/api/images/upload/content/ridgeline/home-hero.png', alt: 'A ridge' },
    });
    const library = imageLibrary([
      '/api/images/upload/content/ridgeline/logo.jpg',
      '/api/images/upload/content/ridgeline/category-1000/rdgfl1004-ocean.jpg',
    ]);
    const types = structuredArgTypes(argTypesFromSchema(banner), story, { images: library });
    const values = structuredArgValues(types, story);
    const render = (fields: Record<string, unknown>) =>
      applyStructuredArgs({ ...story, ...values, ...fields }, types);

    it('offers the fields of a group that is not there, at their defaults', () => {
      expect(types.link__url).toMatchObject({
        control: { type: 'text' },
        table: { category: 'link' },
      });
      expect(types.link__targetAttribute).toMatchObject({ control: { type: 'inline-radio' } });
      expect(values).toMatchObject({ link__targetAttribute: '_self', logo__alt: '' });
      expect(values.link__url).toBeUndefined();
      // Left as they start, the story renders as it was written.
      expect(render({})).toEqual(story);
    });

    it('adds the group when its required fields are filled, with its defaults and constants', () => {
      expect(render({ link__url: '/en-us/c/men-1000' }).link).toEqual({
        url: '/en-us/c/men-1000',
        targetAttribute: '_self',
      });
      expect(render({ logo__url: library.urls[0], logo__alt: 'Ridgeline' }).logo).toEqual({
        type: 'image',
        url: library.urls[0],
        alt: 'Ridgeline',
      });
      // An optional field alone does not make the group.
      expect(render({ logo__alt: 'Ridgeline' }).logo).toBeNull();
    });

    it('leaves the group out again when a required field is cleared', () => {
      expect(render({ media__url: '' }).media).toBeNull();
    });

    it('picks a picture from the library by name; None leaves an optional one out', () => {
      expect(types.logo__url).toMatchObject({
        control: {
          type: 'select',
          labels: {
            '': 'None',
            [library.urls[1] as string]: 'Ridgeline · category 1000 · RDGFL1004 ocean',
          },
        },
        options: ['', ...library.urls],
      });
      // The story's own picture is offered too, named as the story's.
      expect(types.media__url).toMatchObject({
        options: ['', story.media?.url, ...library.urls],
        control: { labels: { [story.media?.url as string]: 'Ridgeline · home hero (this story)' } },
      });
      expect(types.media__type).toBeUndefined();
    });
  });

  it('offers a value its options leave out (a hex colour beside the tokens)', () => {
    const colours = z.object({
      messages: z.array(
        z.object({ background: z.union([z.enum(['promo', 'brand']), z.string()]) }),
      ),
    });
    const types = structuredArgTypes(argTypesFromSchema(colours), {
      messages: [{ background: '#123456' }],
    });
    expect(types.messages__0__background).toMatchObject({ options: ['promo', 'brand', '#123456'] });
  });

  it('edits a scalar of a union (a product id among complete entries) as a field', () => {
    const picks = z.object({
      products: z.array(z.union([z.string(), z.object({ id: z.string(), name: z.string() })])),
    });
    const value = { products: ['RDGJK1001', { id: 'RDGJK1002', name: 'Shell' }] };
    const types = structuredArgTypes(argTypesFromSchema(picks), value);
    expect(types.products__0).toMatchObject({ control: { type: 'text' } });
    expect(types.products__1__name).toMatchObject({ control: { type: 'text' } });
  });
});
