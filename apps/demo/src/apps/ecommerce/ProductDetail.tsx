import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, EmptyState, Skeleton, StarRating } from '@talent/ui';
import { LoadFailed } from '../../lib/LoadStates';
import { DemoHttpError } from '../../lib/api';
import type { Product } from '../../mocks/data/products';
import { useProduct, useShopActions } from './model';
import { ProductActions } from './ProductCard';
import { EcommerceHeader, useMoney, withFeedback } from './shared';
import * as pages from '../../pages/pages.css';
import * as styles from './ecommerce.css';

/** One product (spec 001, /apps/ecommerce/product-detail/{product}, by slug or id); the spec's 404 when unknown. */
export function ProductDetail({ idOrSlug }: { idOrSlug: string }) {
  const { data, error, mutate } = useProduct(idOrSlug);
  const actions = useShopActions();
  const money = useMoney();
  const [isBusy, setBusy] = useState(false);

  const work = async (call: Promise<unknown>, done: string) => {
    setBusy(true);
    await withFeedback(call, done);
    setBusy(false);
  };
  const addToCart = (product: Product) =>
    void work(actions.addToCart(product.id), `${product.name} added to the cart`);
  const toggleWishlist = (product: Product, on: boolean) =>
    void work(
      on ? actions.addToWishlist(product.id) : actions.removeFromWishlist(product.id),
      on ? `${product.name} saved to the wishlist` : `${product.name} removed from the wishlist`,
    );

  const notFound = error instanceof DemoHttpError && error.status === 404;
  const product = data?.product;

  return (
    <div className={pages.page}>
      <EcommerceHeader title={product ? product.name : notFound ? 'Product not found' : 'Product'} />
      {notFound ? (
        <div className={styles.state}>
          <EmptyState
            headingLevel={2}
            kind="search"
            title="This product is not in the shop"
            description={`No product is called "${idOrSlug}".`}
            action={<Link to="/apps/ecommerce/shop">Back to the shop</Link>}
          />
        </div>
      ) : error && !product ? (
        <LoadFailed title="The product could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : !product ? (
        <div className={styles.state} role="status" aria-busy="true" aria-label="Loading the product">
          <Skeleton lines={6} />
        </div>
      ) : (
        <article className={styles.detail} aria-labelledby="product-title">
          <img src={product.image} alt="" className={styles.detailImage} />
          <div className={styles.detailBody}>
            <h2 id="product-title" className={styles.detailTitle}>
              {product.name}
            </h2>
            <p className={styles.muted}>By {product.brand}</p>
            <div className={styles.row}>
              <span className={styles.detailPrice}>{money(product.price)}</span>
              <StarRating percent={product.rating * 20} showValue />
            </div>
            <div className={styles.row}>
              {product.hasFreeShipping ? <Badge tone="positive">Free shipping</Badge> : null}
              {product.isInCart ? <Badge tone="accent">In your cart</Badge> : null}
            </div>
            <p className={styles.text} dir="auto">
              {product.description}
            </p>
            <ProductActions
              product={product}
              isBusy={isBusy}
              onAddToCart={addToCart}
              onToggleWishlist={toggleWishlist}
              className={styles.row}
            />
            <Link to="/apps/ecommerce/shop" className={styles.productLink}>
              Back to the shop
            </Link>
          </div>
        </article>
      )}
    </div>
  );
}
