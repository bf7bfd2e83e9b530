import { matchPath, useLocation } from 'react-router-dom';
import { Checkout } from './Checkout';
import { ProductDetail } from './ProductDetail';
import { Shop } from './Shop';
import { Wishlist } from './Wishlist';

/** The e-commerce app's paths (spec 001 section 2), as routes.tsx and the stories declare them. */
export const ecommercePaths = [
  '/apps/ecommerce/shop',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/product-detail/:product',
  '/apps/ecommerce/checkout',
] as const;

/**
 * The e-commerce app: shop, product detail, wishlist and checkout, one lazy chunk. The screen follows the
 * path, so links between them work the same in the gallery and in a story's memory router.
 */
export default function EcommerceApp() {
  const { pathname } = useLocation();
  const detail = matchPath('/apps/ecommerce/product-detail/:product', pathname);
  if (detail?.params.product)
    return <ProductDetail key={detail.params.product} idOrSlug={detail.params.product} />;
  if (matchPath('/apps/ecommerce/wishlist', pathname)) return <Wishlist />;
  if (matchPath('/apps/ecommerce/checkout', pathname)) return <Checkout />;
  return <Shop />;
}
