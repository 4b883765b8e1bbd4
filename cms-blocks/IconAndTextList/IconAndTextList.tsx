import { Icon } from '#components/Icon/index.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { TargetLink } from '../renderer/TargetLink.tsx';
import { icon, item, link, list, root, title as titleStyle } from './IconAndTextList.css.ts';
import type { IconAndTextListProps } from './IconAndTextList.schema.ts';

/** Short benefits or contact channels, each with an icon, optionally a link. */
export function IconAndTextList({ title, items, alignment, columns }: IconAndTextListProps) {
  const md = columns.md ?? columns.sm;
  const lg = columns.lg ?? md;
  return (
    <div className={root} data-block="IconAndTextList">
      {title && <h2 className={titleStyle}>{title}</h2>}
      <ul
        className={[
          list,
          sprinkles({
            gridTemplateColumns: { sm: columns.sm, md, lg },
            gap: { sm: 'small', lg: 'gutter' },
          }),
        ].join(' ')}
      >
        {items.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: authored items have no id; order is stable
          <li key={index} className={item} data-alignment={alignment}>
            {entry.target ? (
              <TargetLink target={{ ...entry.target, style: 'link' }} className={link}>
                <Icon name={entry.icon} size="large" className={icon} />
                {entry.text}
              </TargetLink>
            ) : (
              <>
                <Icon name={entry.icon} size="large" className={icon} />
                <span>{entry.text}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
