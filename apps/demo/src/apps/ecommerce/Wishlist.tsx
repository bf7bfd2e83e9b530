import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Skeleton } from '@talent/ui';
import { LoadFailed } from '../../lib/LoadStates';
import { DemoIcon } from '../../lib/icons';
import type { Product } from '../../mocks/data/products';
import { useShopActions, useWishlist } from './model';
import { ProductTile } from './ProductCard';
import { EcommerceHeader, withFeedback } from './shared';
import * as pages from '../../pages/pages.css';
import * as styles from './ecommerce.css';

/** The wishlist (spec 001, /apps/ecommerce/wishlist): move a product to the cart, or remove it. */
export function Wishlist() {
  const { data, error, mutate } = useWishlist();
  const actions = useShopActions();
  const [busy, setBusy] = useState<number | null>(null);

  const work = async (product: Product, call: Promise<unknown>, done: string) => {
    setBusy(product.id);
    await withFeedback(call, done);
    setBusy(null);
  };

  return (
    <div className={pages.page}>
      <EcommerceHeader title="Wishlist" />
      {error && !data ? (
        <LoadFailed title="The wishlist could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <div className={styles.state} role="status" aria-busy="true" aria-label="Loading the wishlist">
          <Skeleton lines={6} />
        </div>
      ) : data.products.length === 0 ? (
        <div className={styles.state}>
          <EmptyState
            headingLevel={2}
            title="Your wishlist is empty"
            description="Save products from the shop to find them here."
            action={<Link to="/apps/ecommerce/shop">Go to the shop</Link>}
          />
        </div>
      ) : (
        <ul className={styles.products} data-layout="grid" aria-label="Wishlist">
          {data.products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} labelId={`wish-${product.id}`} showBrand={false}>
                <div className={styles.productActions}>
                  <Button
                    variant="outline"
                    tone="neutral"
                    className={styles.actionButton}
                    isDisabled={busy === product.id}
                    aria-label={`Remove: ${product.name}`}
                    onPress={() =>
                      void work(
                        product,
                        actions.removeFromWishlist(product.id),
                        `${product.name} removed from the wishlist`,
                      )
                    }
                  >
                    <DemoIcon name="trash" />
                    Remove
                  </Button>
                  <Button
                    className={styles.actionButton}
                    isDisabled={busy === product.id}
                    aria-label={`Move to cart: ${product.name}`}
                    onPress={() =>
                      void work(product, actions.moveToCart(product.id), `${product.name} moved to the cart`)
                    }
                  >
                    <DemoIcon name="cart" />
                    Move to cart
                  </Button>
                </div>
              </ProductTile>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
