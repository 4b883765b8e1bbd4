import type { Decorator, Preview } from '@storybook/react-vite';
import {
  applyStructuredArgs,
  hasStructuredArgs,
  structuredArgTypes,
  structuredArgValues,
} from '#cms-blocks/storybook/structuredControls.ts';

/*
 * The preview's side of the structured controls (cms-blocks/storybook/structuredControls.ts):
 * per story, a control per field of its lists and groups, and their values written back
 * into the props before the story renders.
 */

export const argTypesEnhancers: NonNullable<Preview['argTypesEnhancers']> = [
  // Every argType it adds has its name (fieldInputType), as Storybook's strict type asks.
  ({ argTypes, initialArgs }) => structuredArgTypes(argTypes, initialArgs) as typeof argTypes,
];

export const argsEnhancers: NonNullable<Preview['argsEnhancers']> = [
  ({ argTypes, initialArgs }) => structuredArgValues(argTypes, initialArgs),
];

export const withStructuredArgs: Decorator = (Story, context) =>
  hasStructuredArgs(context.argTypes)
    ? Story({ args: applyStructuredArgs(context.args, context.argTypes) })
    : Story();
