/*
 * Every stylesheet of the kit in the store's first CSS, in layer order (components, then
 * the blocks built on them, then the flows). The blocks' and flows' code is fetched only
 * where it is used (React.lazy), but their server-rendered HTML must be styled from the
 * first paint, not when their code arrives (that moved the page). Together these are about
 * 20 KB compressed, cached for every page.
 */
import.meta.glob('../components/**/*.css.ts', { eager: true });
import.meta.glob('../cms-blocks/**/*.css.ts', { eager: true });
import.meta.glob('../flows/**/*.css.ts', { eager: true });
