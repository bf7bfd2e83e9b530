import type { ReactNode } from 'react';
import * as css from './layout.css';

/** Full-page layout for auth, misc and payment pages (and /check-out): no menu, content centred. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <main className={css.blank}>{children}</main>;
}
