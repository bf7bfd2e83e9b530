import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { NavLink } from 'react-router-dom';
import { Badge, showToast } from '@talent/ui';
import { useCart } from './model';
import * as pages from '../../pages/pages.css';
import * as styles from './ecommerce.css';

/** Dollars, in the page's locale. */
export function useMoney() {
  const formatter = useNumberFormatter({ style: 'currency', currency: 'USD' });
  return (amount: number) => formatter.format(amount);
}

const links = [
  { to: '/apps/ecommerce/shop', label: 'Shop' },
  { to: '/apps/ecommerce/wishlist', label: 'Wishlist' },
  { to: '/apps/ecommerce/checkout', label: 'Cart' },
] as const;

/** The app's header: the screen's title and the shop's links, with the cart's item count on "Cart". */
export function EcommerceHeader({ title, children }: { title: string; children?: ReactNode }) {
  const count = useCart().data?.summary.count ?? 0;
  return (
    <div className={styles.header}>
      <h1 className={pages.title}>{title}</h1>
      <div className={styles.row}>
        {children}
        <nav aria-label="Shop">
          <ul className={styles.headerNav}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.headerLink}>
                  {link.label}
                  {link.to.endsWith('checkout') && count > 0 ? (
                    <Badge
                      tone="accent"
                      variant="solid"
                      aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}
                    >
                      {count}
                    </Badge>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** Runs a change and says how it went (the live feedback: a toast, read by screen readers). */
export async function withFeedback(work: Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work;
    showToast({ title: done });
    return true;
  } catch (error: unknown) {
    showToast({
      title: 'That did not work',
      description: error instanceof Error ? error.message : 'Something went wrong',
      tone: 'critical',
    });
    return false;
  }
}
