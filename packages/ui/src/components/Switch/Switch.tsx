import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as toggle from '../../styles/toggle.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'children'> {
  children?: ReactNode;
  className?: string;
}

/** An on/off switch that takes effect at once (role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={cx(toggle.toggleRoot, className)}>
      <span className={toggle.switchTrack} aria-hidden="true">
        <span className={toggle.switchThumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
