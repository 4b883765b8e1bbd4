import { z } from 'zod';
import { type ContentSection, walkSections } from '#api/contract/contentSections.ts';
import { contentEntries } from '#demo/content/index.ts';
import { type RegisteredBlock, registered } from '../../block.ts';

/** A value no typed field of a CMS payload accepts (not a string, number, list or object). */
const garbage = Symbol('not CMS content');

type Def = {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
};

/** The top-level field names of a block schema, through defaults, optionals and pipes. */
function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.shape) return Object.keys(def.shape);
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.in) return fieldsOf(def.in);
  if (def.options) return [...new Set(def.options.flatMap((option) => fieldsOf(option)))];
  return [];
}

/**
 * A payload the block's own schema rejects, as a CMS might send by mistake: every field of
 * the block a value of no CMS type. Throws when the schema accepts it anyway, so a block
 * whose schema guards nothing is noticed.
 */
export function invalidPayload(block: Pick<RegisteredBlock, 'name' | 'schema'>) {
  const fields = fieldsOf(block.schema);
  const payload: Record<string, unknown> = Object.fromEntries(
    (fields.length > 0 ? fields : ['props']).map((field) => [field, garbage]),
  );
  if (block.schema.safeParse(payload).success) {
    throw new Error(`The ${block.name} schema accepts a payload of garbage`);
  }
  return payload;
}

/**
 * The block's definition whose component throws while rendering (a bug, or data its schema
 * let through that the view cannot handle): its schema kept, so its sections are checked
 * as the real block's are.
 */
export function failingToRender(block: RegisteredBlock): RegisteredBlock {
  return {
    ...block,
    Component: function FailingBlock(): never {
      throw new Error(`The ${block.name} block failed to render`);
    },
  };
}

let demo: Map<string, Record<string, unknown>> | undefined;

/**
 * A payload of the block as the demo content holds it (the first one met, any site): valid
 * for its schema, so a section of it gets past the check and renders.
 */
export function demoPayload(name: string): Record<string, unknown> {
  if (!demo) {
    const found = new Map<string, Record<string, unknown>>();
    for (const entry of contentEntries()) {
      walkSections(entry.document.sections as ContentSection[], (section) => {
        if (!found.has(section.component)) found.set(section.component, section.props);
      });
    }
    demo = found;
  }
  const payload = demo.get(name);
  if (!payload) throw new Error(`The demo content holds no ${name} section`);
  return payload;
}

/** A plain paragraph: the good sections around the broken ones, whatever block breaks. */
export const noteBlock = registered({
  name: 'Note',
  schema: z.object({ text: z.string() }),
  Component: function Note({ text }: { text: string }) {
    return <p>{text}</p>;
  },
});
