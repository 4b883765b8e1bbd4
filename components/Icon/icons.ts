/**
 * The one SVG source of the kit: 24 × 24 outline glyphs drawn with a 2px round stroke,
 * except the `fill` ones. Add a glyph here, never as an inline SVG in a component.
 */
export interface Glyph {
  /** SVG path data. */
  d: string;
  /** Filled glyphs (rating stars, filled heart) paint the shape instead of its outline. */
  fill?: boolean;
}

export const icons = {
  arrowLeft: { d: 'M19 12H5M11 18l-6-6 6-6' },
  arrowRight: { d: 'M5 12h14M13 6l6 6-6 6' },
  bag: { d: 'M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2' },
  book: { d: 'M4 19.5V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2.5zM4 19.5A2 2 0 0 0 6 21h14v-4' },
  calendar: { d: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4' },
  chat: { d: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z' },
  check: { d: 'M4 12.5l5 5L20 6.5' },
  chevronDown: { d: 'M6 9l6 6 6-6' },
  chevronLeft: { d: 'M15 6l-6 6 6 6' },
  chevronRight: { d: 'M9 6l6 6-6 6' },
  chevronUp: { d: 'M6 15l6-6 6 6' },
  close: { d: 'M6 6l12 12M18 6L6 18' },
  download: { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' },
  error: { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5v.01' },
  externalLink: { d: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6' },
  eye: { d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z' },
  eyeOff: {
    d: 'M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a10.6 10.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  },
  facebook: {
    d: 'M14 21v-8h3l.5-3.5H14V7.5c0-1 .5-1.5 1.5-1.5H18V3h-3a4 4 0 0 0-4 4v2.5H8V13h3v8',
  },
  filter: { d: 'M4 6h16M7 12h10M10 18h4' },
  flag: { d: 'M5 21V4M5 4h12l-2.5 4.5L17 13H5' },
  heart: {
    d: 'M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.1C19.5 15.4 12 20 12 20z',
  },
  heartFilled: {
    d: 'M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.1C19.5 15.4 12 20 12 20z',
    fill: true,
  },
  image: { d: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5v.01' },
  info: { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5.5M12 7.5v.01' },
  instagram: {
    d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01',
  },
  location: {
    d: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  },
  lock: { d: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4' },
  mail: { d: 'M4 6h16v12H4zM4 7l8 6 8-6' },
  menu: { d: 'M4 7h16M4 12h16M4 17h16' },
  minus: { d: 'M5 12h14' },
  pause: { d: 'M9 5v14M15 5v14' },
  phone: {
    d: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  },
  play: { d: 'M7 5l12 7-12 7V5z', fill: true },
  plus: { d: 'M12 5v14M5 12h14' },
  points: {
    d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4z',
  },
  return: { d: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11' },
  search: { d: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4' },
  star: {
    d: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z',
    fill: true,
  },
  starOutline: {
    d: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z',
  },
  store: { d: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6' },
  success: { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.8 2.8L16 9.8' },
  thumbDown: {
    d: 'M17 14V3h4v11h-4zM17 14l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.9 3H17',
  },
  thumbUp: {
    d: 'M7 10v11H3V10h4zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7',
  },
  truck: {
    d: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  },
  user: { d: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21a8 8 0 0 1 16 0' },
  warning: { d: 'M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5v.01' },
  wrench: {
    d: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  },
  youtube: {
    d: 'M4 6.5C4 5.7 4.7 5 5.5 5h13c.8 0 1.5.7 1.5 1.5v11c0 .8-.7 1.5-1.5 1.5h-13c-.8 0-1.5-.7-1.5-1.5zM10 9l5 3-5 3z',
  },
} as const satisfies Record<string, Glyph>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
