import { globalFontFace } from '@vanilla-extract/css';

/*
 * The brands' typefaces for the store (Storybook keeps Fontsource's own CSS): the same
 * files as Fontsource's latin and latin-ext subsets (the demo sites' languages), but shown
 * with `font-display: optional`. A page whose font is not there within the first moment
 * keeps the fallback for that view instead of swapping it in later, which moved every line
 * of text (layout shift); the file, fetched early (`fontPreloads`), is in the cache for
 * the next page. Paths are relative to this file.
 */

const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExt =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const modules = '../node_modules';

globalFontFace("'Inter Variable'", [
  {
    src: `url('${modules}/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2-variations')`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange: latin,
  },
  {
    src: `url('${modules}/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2') format('woff2-variations')`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange: latinExt,
  },
]);

for (const weight of [400, 600, 700]) {
  globalFontFace("'Barlow'", [
    {
      src: `url('${modules}/@fontsource/barlow/files/barlow-latin-${weight}-normal.woff2') format('woff2')`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'optional',
      unicodeRange: latin,
    },
    {
      src: `url('${modules}/@fontsource/barlow/files/barlow-latin-ext-${weight}-normal.woff2') format('woff2')`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'optional',
      unicodeRange: latinExt,
    },
  ]);
}

globalFontFace("'Barlow Condensed'", [
  {
    src: `url('${modules}/@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2') format('woff2')`,
    fontWeight: 700,
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange: latin,
  },
  {
    src: `url('${modules}/@fontsource/barlow-condensed/files/barlow-condensed-latin-ext-700-normal.woff2') format('woff2')`,
    fontWeight: 700,
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange: latinExt,
  },
]);
