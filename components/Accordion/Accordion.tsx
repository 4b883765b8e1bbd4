import { createContext, type ReactNode, useContext } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import {
  type accordionIconStyles,
  group,
  heading,
  icon,
  item,
  panel,
  panelContent,
  trigger,
} from './Accordion.css.ts';

type IconStyle = (typeof accordionIconStyles)[number];
type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface AccordionSettings {
  iconStyle: IconStyle;
  headingLevel: HeadingLevel;
  bottomDivider: boolean;
}

const AccordionContext = createContext<AccordionSettings>({
  iconStyle: 'chevron',
  headingLevel: 3,
  bottomDivider: true,
});

export type AccordionProps = Omit<DisclosureGroupProps, 'children' | 'className' | 'style'> & {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** Spec content entity accordion: `iconsStyle` chevron or plus. @default 'chevron' */
  iconStyle?: IconStyle;
  /** The heading level of every item title, to fit the page outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** A rule under the last item. @default true */
  bottomDivider?: boolean;
  className?: string;
};

/**
 * Sections that expand and collapse. One at a time by default; `allowsMultipleExpanded`
 * lets several stay open. Uncontrolled (`defaultExpandedKeys`) or controlled
 * (`expandedKeys` + `onExpandedChange`).
 */
export function Accordion({
  children,
  iconStyle = 'chevron',
  headingLevel = 3,
  bottomDivider = true,
  className,
  ...rest
}: AccordionProps) {
  return (
    <AccordionContext value={{ iconStyle, headingLevel, bottomDivider }}>
      <DisclosureGroup
        {...rest}
        data-icon-style={iconStyle}
        className={[group, className].filter(Boolean).join(' ')}
      >
        {children}
      </DisclosureGroup>
    </AccordionContext>
  );
}

export type AccordionItemProps = Omit<DisclosureProps, 'children' | 'className' | 'style'> & {
  /** The always-visible title; its button toggles the panel. */
  title: ReactNode;
  /** The panel content (rich text, links, lists). */
  children: ReactNode;
  className?: string;
};

export function AccordionItem({ title, children, className, ...rest }: AccordionItemProps) {
  const { iconStyle, headingLevel, bottomDivider } = useContext(AccordionContext);
  return (
    <Disclosure
      {...rest}
      className={[item({ bottomDivider }), className].filter(Boolean).join(' ')}
    >
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={heading}>
            <AriaButton slot="trigger" className={trigger}>
              {title}
              <Icon
                name={iconStyle === 'plus' ? (isExpanded ? 'minus' : 'plus') : 'chevronDown'}
                className={icon}
                data-expanded={isExpanded || undefined}
              />
            </AriaButton>
          </Heading>
          <DisclosurePanel className={panel}>
            <div className={panelContent}>{children}</div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
