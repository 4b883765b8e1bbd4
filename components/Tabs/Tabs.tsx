import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css.ts';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> & {
  className?: string;
};

/**
 * Horizontal tabs: arrow keys move between tabs, Home/End jump, Tab enters the panel.
 * Selection follows focus unless `keyboardActivation="manual"`.
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} orientation="horizontal" className={join(tabs, className)} />;
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'> & {
  className?: string;
};

/** The row of tabs; it scrolls sideways when they do not fit. Needs an `aria-label`. */
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={join(tabList, className)} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'> & { className?: string };

export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={join(tab, className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'> & {
  className?: string;
};

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={join(tabPanel, className)} />;
}
