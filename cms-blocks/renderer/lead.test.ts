import { describe, expect, it } from 'vitest';
import { LEAD_SECTIONS, leadSectionId } from './context.tsx';

const section = (id: string, component: string) => ({ id, component });

describe('leadSectionId (the page’s lead picture)', () => {
  it('is the first banner among the first sections, after a promo bar say', () => {
    expect(
      leadSectionId([
        section('promo', 'Fragment'),
        section('hero', 'Banner'),
        section('second', 'Banner'),
      ]),
    ).toBe('hero');
  });

  it('is none when the page opens with no banner near its top', () => {
    const top = Array.from({ length: LEAD_SECTIONS }, (_, index) =>
      section(`text-${index}`, 'RichText'),
    );
    expect(leadSectionId([...top, section('low', 'Banner')])).toBeUndefined();
    expect(leadSectionId([])).toBeUndefined();
  });
});
