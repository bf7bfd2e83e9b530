import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson, swrFetcher } from '../../lib/api';
import type { CartItem, Product, ProductSort, WishlistItem } from '../../mocks/data/products';
import type { CartLine, CartSummary } from '../../mocks/handlers/ecommerce';

export type { CartLine, CartSummary };

export interface ProductsAnswer {
  products: Product[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
}

export interface CartAnswer {
  cart: CartLine[];
  summary: CartSummary;
}

export interface WishlistAnswer {
  wishlist: WishlistItem[];
  products: Product[];
}

export const sortTitles: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
};

/** The sidebar's price ranges (the template's), sent as minPrice/maxPrice. */
export const priceRanges = [
  { id: 'all', label: 'All' },
  { id: 'to-10', label: 'Up to $10', maxPrice: 10 },
  { id: '10-100', label: '$10 to $100', minPrice: 10, maxPrice: 100 },
  { id: '100-500', label: '$100 to $500', minPrice: 100, maxPrice: 500 },
  { id: 'from-500', label: '$500 and more', minPrice: 500 },
] as const;
export type PriceRangeId = (typeof priceRanges)[number]['id'];

/** The least rating to show (the sidebar's "4 stars & up"); 0 is any. */
export const ratingChoices = [0, 4, 3, 2, 1] as const;

export interface ShopQuery {
  q: string;
  sortBy: ProductSort;
  page: number;
  rating: number;
  price: PriceRangeId;
}

const ECOMMERCE_KEY = '/apps/ecommerce/';

export function useProducts(query: ShopQuery) {
  const range = priceRanges.find((r) => r.id === query.price) ?? priceRanges[0];
  const params = {
    q: query.q,
    sortBy: query.sortBy,
    page: query.page,
    perPage: 9,
    rating: query.rating || undefined,
    minPrice: 'minPrice' in range ? range.minPrice : undefined,
    maxPrice: 'maxPrice' in range ? range.maxPrice : undefined,
  };
  // The current page stays on screen while the next one loads (paging and sorting keep their place).
  return useSWR<ProductsAnswer>(['/apps/ecommerce/products', params], swrFetcher, { keepPreviousData: true });
}

export function useProduct(idOrSlug: string) {
  // A 404 is an answer (the not-found state), not a failure to retry.
  return useSWR<{ product: Product }>(
    [`/apps/ecommerce/products/${encodeURIComponent(idOrSlug)}`],
    swrFetcher,
    { shouldRetryOnError: false },
  );
}

export function useCart() {
  return useSWR<CartAnswer>(['/apps/ecommerce/cart'], swrFetcher);
}

export function useWishlist() {
  return useSWR<WishlistAnswer>(['/apps/ecommerce/wishlist'], swrFetcher);
}

/** The calls that change the wishlist or cart; each refreshes every e-commerce answer afterwards. */
export function useShopActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(ECOMMERCE_KEY)),
    [mutate],
  );
  const change = useCallback(
    async (method: 'POST' | 'DELETE', path: string, body?: unknown) => {
      await sendJson(method, path, body);
      await refresh();
    },
    [refresh],
  );
  return useMemo(
    () => ({
      addToCart: (productId: number) => change('POST', '/apps/ecommerce/cart', { productId }),
      setQty: (productId: number, qty: number) => change('POST', '/apps/ecommerce/cart', { productId, qty }),
      removeFromCart: (productId: number) => change('DELETE', `/apps/ecommerce/cart/${productId}`),
      addToWishlist: (productId: number) => change('POST', '/apps/ecommerce/wishlist', { productId }),
      removeFromWishlist: (productId: number) => change('DELETE', `/apps/ecommerce/wishlist/${productId}`),
      /** Wishlist to cart: added to the cart, then taken off the wishlist. */
      moveToCart: async (productId: number) => {
        await sendJson('POST', '/apps/ecommerce/cart', { productId });
        await change('DELETE', `/apps/ecommerce/wishlist/${productId}`);
      },
      /** The order is placed: the demo empties the cart line by line (no order call in the spec). */
      clearCart: async (productIds: readonly number[]) => {
        for (const id of productIds) await sendJson('DELETE', `/apps/ecommerce/cart/${id}`);
        await refresh();
      },
    }),
    [change, refresh],
  );
}
