import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { Badge, Button, StarRating, buttonClassName } from '@talent/ui';
import { DemoIcon } from '../../lib/icons';
import type { Product } from '../../mocks/data/products';
import { useMoney } from './shared';
import * as styles from './ecommerce.css';

export interface ProductActionsProps {
  product: Product;
  isBusy: boolean;
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product, on: boolean) => void;
  className?: string;
}

/** Wishlist toggle and add to cart (or, once it is in the cart, a link to the cart). */
export function ProductActions({
  product,
  isBusy,
  onAddToCart,
  onToggleWishlist,
  className,
}: ProductActionsProps) {
  return (
    <div className={className}>
      <ToggleButton
        isSelected={product.isInWishlist}
        onChange={(on) => onToggleWishlist(product, on)}
        isDisabled={isBusy}
        aria-label={`Wishlist: ${product.name}`}
        className={`${buttonClassName({ variant: 'outline', tone: 'neutral' })} ${styles.actionButton} ${styles.wishToggle}`}
      >
        <DemoIcon name="heart" filled={product.isInWishlist} />
        Wishlist
      </ToggleButton>
      {product.isInCart ? (
        <Link
          to="/apps/ecommerce/checkout"
          aria-label={`View in cart: ${product.name}`}
          className={`${buttonClassName({ variant: 'soft' })} ${styles.actionButton}`}
        >
          <DemoIcon name="cart" />
          View in cart
        </Link>
      ) : (
        <Button
          isDisabled={isBusy}
          aria-label={`Add to cart: ${product.name}`}
          className={styles.actionButton}
          onPress={() => onAddToCart(product)}
        >
          <DemoIcon name="cart" />
          Add to cart
        </Button>
      )}
    </div>
  );
}

/**
 * A product as a card: picture, rating, price, name (the link to its page), brand and free shipping when
 * asked, description, and the actions the caller puts under it (the shop's or the wishlist's).
 */
export function ProductTile({
  product,
  labelId,
  showBrand = true,
  children,
}: {
  product: Product;
  labelId: string;
  showBrand?: boolean;
  children: ReactNode;
}) {
  const money = useMoney();
  return (
    <article className={styles.productCard} aria-labelledby={labelId}>
      <img src={product.image} alt="" className={styles.productImage} />
      <div className={styles.productBody}>
        <div className={styles.productTop}>
          <StarRating percent={product.rating * 20} size={14} />
          <span className={styles.price}>{money(product.price)}</span>
        </div>
        <h2 id={labelId} className={styles.productName}>
          <Link to={`/apps/ecommerce/product-detail/${product.slug}`} className={styles.productLink}>
            {product.name}
          </Link>
        </h2>
        {showBrand ? (
          <p className={styles.muted}>
            By {product.brand}
            {product.hasFreeShipping ? (
              <>
                {' · '}
                <Badge tone="positive">Free shipping</Badge>
              </>
            ) : null}
          </p>
        ) : null}
        <p className={styles.muted} dir="auto">
          {product.description}
        </p>
      </div>
      {children}
    </article>
  );
}

export function ProductCard(props: Omit<ProductActionsProps, 'className'>) {
  return (
    <ProductTile product={props.product} labelId={`product-${props.product.id}`}>
      <ProductActions {...props} className={styles.productActions} />
    </ProductTile>
  );
}
