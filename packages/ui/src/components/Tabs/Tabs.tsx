import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as styles from './Tabs.css';

type WithClass<T> = Omit<T, 'className'> & { className?: string };

/** Tabs: arrow keys move between tabs (mirrored in RTL), Home/End jump. */
export function Tabs({ className, ...props }: WithClass<RACTabsProps>) {
  return <RACTabs {...props} className={cx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: WithClass<RACTabListProps<T>>) {
  return <RACTabList {...props} className={cx(styles.tabList, className)} />;
}

export function Tab({ className, ...props }: WithClass<RACTabProps>) {
  return <RACTab {...props} className={cx(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: WithClass<RACTabPanelProps>) {
  return <RACTabPanel {...props} className={cx(styles.panel, className)} />;
}
