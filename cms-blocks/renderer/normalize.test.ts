import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normalizeSections, sectionErrorMessage } from './normalize.ts';

describe('normalizeSections', () => {
  it('fills section options with their defaults', () => {
    const { sections, errors } = normalizeSections([
      { id: 'a', component: 'Spacer', props: { size: 'large' } },
    ]);
    expect(errors).toEqual([]);
    expect(sections[0]?.options).toEqual({
      hydration: 'visible',
      isSticky: false,
      isFullWidth: false,
      hideOnBreakpoint: [],
      bottomMargins: {},
    });
  });

  it('leaves out a broken section and keeps its neighbours', () => {
    const { sections, errors } = normalizeSections([
      { id: 'a', component: 'Spacer', props: {} },
      { id: 'b', component: 'lower-case', props: {} },
      { id: 'c', component: 'Spacer', props: {}, options: { hydration: 'sometimes' } },
      'not a section',
      { id: 'd', component: 'Spacer', props: {} },
    ]);
    expect(sections.map((section) => section.id)).toEqual(['a', 'd']);
    expect(errors.map(({ component, id, reason }) => `${component}, ${id}, ${reason}`)).toEqual([
      'lower-case, b, envelope',
      'Spacer, c, envelope',
      'unknown, unknown, envelope',
    ]);
  });

  it('checks the children of wrappers one by one', () => {
    const { sections, errors } = normalizeSections([
      {
        id: 'x',
        component: 'Experience',
        props: {
          experienceId: 'e',
          type: 'experiment',
          baselines: [{ id: 'ok', component: 'Spacer', props: {} }, { id: 'bad' }],
          variants: [{ name: 'B', variantId: 'b', targets: [] }],
        },
      },
    ]);
    expect(errors.map((error) => error.id)).toEqual(['bad']);
    expect(sections[0]?.component).toBe('Experience');
  });

  it('summarises zod errors readably', () => {
    const result = z.object({ title: z.string() }).safeParse({});
    expect(sectionErrorMessage(result.error)).toMatch(/title/);
    expect(sectionErrorMessage(new Error('boom'))).toBe('boom');
  });
});
