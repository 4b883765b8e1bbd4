import { Accordion, AccordionItem } from '#components/Accordion/index.ts';
import { sprinkles } from '#design-tokens/sprinkles.css.ts';
import { RichText } from '../richText/RichText.tsx';
import { root, titleColor as titleColors } from './Accordion.css.ts';
import type { AccordionBlockProps } from './Accordion.schema.ts';

/** Questions and answers, steps, size help: titles that expand to authored rich text. */
export function AccordionBlock({
  accordions,
  iconsStyle,
  style,
  titleColor,
  bottomDivider,
  isFullWidth,
  paddings,
  allowsMultipleExpanded,
}: AccordionBlockProps) {
  return (
    <div
      className={[
        root,
        // On a panel (boxed) the space is all around, inside the panel. Without one it is
        // above and below: space at the sides would only indent the rules and titles from
        // the page's text (a product page's size guide, a help page's questions).
        sprinkles(style === 'boxed' ? { padding: paddings } : { paddingY: paddings }),
      ].join(' ')}
      data-block="Accordion"
      data-style={style}
      data-full-width={String(isFullWidth)}
    >
      <Accordion
        iconStyle={iconsStyle}
        bottomDivider={bottomDivider}
        allowsMultipleExpanded={allowsMultipleExpanded}
      >
        {accordions.map((accordion, index) => (
          <AccordionItem
            // biome-ignore lint/suspicious/noArrayIndexKey: authored items have no id; order is stable
            key={index}
            id={String(index)}
            title={<span className={titleColors[titleColor]}>{accordion.title}</span>}
          >
            <RichText html={accordion.richText} />
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
