import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentSectionInput } from '#api/contract/contentSections.ts';
import { contentSection } from '#api/contract/contentSections.ts';

// The pop-up's colour fields read the theme contract (CSS variable names); outside the
// bundler plugin vanilla-extract needs a file scope to name them.
setFileScope('cms-blocks/PopUp/checkedPopUps.test.ts');
const { checkPopUps } = await import('./checkedPopUps.ts');

const popUp = (id: string, props: Record<string, unknown>) => ({
  id,
  component: 'PopUp',
  name: `${id} newsletter`,
  props,
});

const sections = (
  [
    popUp('valid', { title: 'Sign up for our newsletter', minimizedTitle: '10% off' }),
    popUp('broken', { title: 42 }),
    {
      id: 'who',
      component: 'Segmentation',
      props: {
        segments: [
          {
            id: 'logged-out',
            targets: [popUp('for-guests', { title: 'Join us', minimizedTitle: 'Join' })],
          },
        ],
        baselines: [],
      },
    },
  ] as unknown as ContentSectionInput[]
).map((section) => contentSection.parse(section));

afterEach(() => vi.restoreAllMocks());

describe('checkPopUps (the store checks pop-ups so the browser needs no zod)', () => {
  it('keeps each valid pop-up’s parsed content by id, nested ones included', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checked = checkPopUps({ sections });
    expect(Object.keys(checked.popUps).sort()).toEqual(['for-guests', 'valid']);
    // Parsed: defaults filled in (spec §9 pop-up delay 2000 ms).
    expect(checked.popUps.valid).toMatchObject({
      title: 'Sign up for our newsletter',
      delay: 2000,
    });
    expect(checked.sections).toBe(sections);
  });

  it('leaves out and logs a pop-up its schema refuses (spec §8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checked = checkPopUps({ sections });
    expect(checked.popUps).not.toHaveProperty('broken');
    expect(log).toHaveBeenCalledWith(expect.any(String), 'CMS Error: PopUp, broken');
  });
});
