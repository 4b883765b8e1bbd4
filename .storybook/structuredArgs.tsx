import type { Decorator, Preview } from '@storybook/react-vite';
import {
  applyStructuredArgs,
  hasStructuredArgs,
  structuredArgTypes,
  structuredArgValues,
} from '#cms-blocks/storybook/structuredControls.ts';
import { demoImageLibrary } from '#cms-blocks/storybook/test/demoImages.ts';

/*
 * The preview's side of the structured controls (cms-blocks/storybook/structuredControls.ts):
 * per story, a control per field of its lists and groups (a picture picked from the demo
 * content's pictures), and their values written back into the props before the story renders.
 */

export const argTypesEnhancers: NonNullable<Preview['argTypesEnhancers']> = [
  // Every argType it adds has its name (fieldInputType), as Storybook's strict type asks.
  ({ argTypes, initialArgs }) =>
    structuredArgTypes(argTypes, initialArgs, { images: demoImageLibrary() }) as typeof argTypes,
];

export const argsEnhancers: NonNullable<Preview['argsEnhancers']> = [
  ({ argTypes, initialArgs }) => structuredArgValues(argTypes, initialArgs),
];

export const withStructuredArgs: Decorator = (Story, context) =>
  hasStructuredArgs(context.argTypes)
    ? Story({ args: applyStructuredArgs(context.args, context.argTypes) })
    : Story();
