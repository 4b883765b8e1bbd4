import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockName } from '#api/contract/contentSections.ts';

/**
 * A CMS block: the `component` name the CMS sends (api/contract/content.ts `blockNames`),
 * the zod schema of its payload (what the CMS may send; also the source of the Storybook
 * controls) and the component that renders the parsed payload.
 */
export interface BlockDefinition<Schema extends z.ZodType = z.ZodType> {
  name: BlockName;
  schema: Schema;
  Component: ComponentType<z.output<Schema>>;
  /**
   * How far before the viewport a `visible` section of this block hydrates, in CSS pixels
   * (spec §9: recommendation carousels 200). @default 0
   */
  visibleMarginPx?: number;
}

/**
 * What rendering a checked section needs of a block: its component (and hydration margin),
 * not its schema. The store's browser renders sections its server checked
 * (renderer/check.ts), with views alone, so no schema (nor zod) is fetched for them.
 */
export interface BlockView {
  name: string;
  Component: ComponentType<Record<string, unknown>>;
  visibleMarginPx?: number;
}

/** A definition with its payload type erased, as the registry holds it. */
export interface RegisteredBlock extends BlockView {
  schema: z.ZodType;
}

/** Erase the payload type of a definition for a registry (the schema guards the props). */
export function registered<Schema extends z.ZodType>(
  definition: BlockDefinition<Schema> | (Omit<BlockDefinition<Schema>, 'name'> & { name: string }),
): RegisteredBlock {
  return definition as unknown as RegisteredBlock;
}

export function defineBlock<Schema extends z.ZodType>(
  definition: BlockDefinition<Schema>,
): BlockDefinition<Schema> {
  return definition;
}
