import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { cx } from '../../styles/cx';
import * as popover from '../../styles/popover.css';
import { Button, type ButtonProps } from '../Button';
import { itemIcon, itemTone } from './Menu.css';

export interface ActionMenuItem {
  id: Key;
  label: string;
  icon?: ReactNode;
  /** Follow a link instead of calling onAction. */
  href?: string;
  tone?: Extract<Tone, 'critical'>;
  isDisabled?: boolean;
  /** Draw a line above this item. */
  separatorBefore?: boolean;
}

export interface ActionMenuProps {
  /** The trigger's content (text or an icon). */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon; also names the menu. */
  label: string;
  items: readonly ActionMenuItem[];
  onAction?: (id: Key) => void;
  triggerProps?: Omit<ButtonProps, 'children' | 'onPress'>;
  placement?: 'bottom start' | 'bottom end';
}

/** A button that opens a menu of actions (role menu): arrow keys, typeahead, Escape. */
export function ActionMenu({
  trigger,
  label,
  items,
  onAction,
  triggerProps,
  placement = 'bottom end',
}: ActionMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" tone="neutral" aria-label={label} {...triggerProps}>
        {trigger}
      </Button>
      <Popover placement={placement} className={popover.popover}>
        <RACMenu aria-label={label} onAction={(id) => onAction?.(id)} className={popover.listBox}>
          {items.flatMap((item) => [
            ...(item.separatorBefore
              ? [<Separator key={`${item.id}-sep`} className={popover.separator} />]
              : []),
            <RACMenuItem
              key={item.id}
              id={item.id}
              href={item.href}
              isDisabled={item.isDisabled}
              textValue={item.label}
              className={cx(popover.option, item.tone && itemTone.critical)}
            >
              {item.icon ? <span className={itemIcon}>{item.icon}</span> : null}
              {item.label}
            </RACMenuItem>,
          ])}
        </RACMenu>
      </Popover>
    </MenuTrigger>
  );
}
