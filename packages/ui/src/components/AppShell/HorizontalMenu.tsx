import { useMemo } from 'react';
import {
  Button as RACButton,
  Menu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as popoverStyles from '../../styles/popover.css';
import { Icon } from '../../icons';
import { containsActive, filterMenu, flattenMenu, isLinkActive, type Can, type MenuItem } from './menu';
import { ItemContent, LeafItem, type RenderLink } from './SideMenu';
import * as styles from './SideMenu.css';
import { horizontalItem } from './HorizontalMenu.css';

export interface HorizontalMenuProps {
  items: readonly MenuItem[];
  can: Can;
  currentPath?: string;
  renderLink?: RenderLink;
  label?: string;
  className?: string;
}

/** The top menu bar of the horizontal layout: leaves are links, groups open a dropdown menu. */
export function HorizontalMenu({
  items,
  can,
  currentPath,
  renderLink,
  label = 'Main menu',
  className,
}: HorizontalMenuProps) {
  const visible = useMemo(() => filterMenu(items, can), [items, can]);
  return (
    <nav aria-label={label} className={className}>
      <ul className={cx(styles.list, horizontalItem.list)}>
        {visible.map((item) => (
          <li key={item.id}>
            {item.children ? (
              <MenuTrigger>
                <RACButton
                  className={cx(
                    styles.link,
                    horizontalItem.trigger,
                    containsActive(item, currentPath) && styles.groupActive,
                  )}
                >
                  <ItemContent item={item} />
                  <Icon name="chevronDown" size={16} />
                </RACButton>
                <Popover placement="bottom start" className={popoverStyles.popover}>
                  <Menu
                    className={popoverStyles.listBox}
                    aria-label={item.title}
                    items={flattenMenu(item.children)}
                  >
                    {(leaf) => (
                      <RACMenuItem
                        id={leaf.id}
                        href={leaf.navLink}
                        target={leaf.newTab ? '_blank' : undefined}
                        isDisabled={leaf.disabled}
                        textValue={leaf.title}
                        className={cx(
                          popoverStyles.option,
                          isLinkActive(leaf.navLink, currentPath) && horizontalItem.current,
                        )}
                      >
                        <ItemContent item={leaf} />
                      </RACMenuItem>
                    )}
                  </Menu>
                </Popover>
              </MenuTrigger>
            ) : (
              <LeafItem item={item} currentPath={currentPath} renderLink={renderLink} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
