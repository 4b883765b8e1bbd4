import { anchor } from './Anchor.css.ts';
import type { AnchorProps } from './Anchor.schema.ts';

/** An in-page target: a link to `#anchorId` scrolls here. It shows nothing. */
export function Anchor({ anchorId }: AnchorProps) {
  return <span id={anchorId} className={anchor} data-block="Anchor" />;
}
