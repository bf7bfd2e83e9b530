import { describe, expect, it } from 'vitest';
import { productDeal, productFixtures, type CartItem, type Product, type WishlistItem } from '../src/mocks';
import type { CartLine, CartSummary } from '../src/mocks/handlers/ecommerce';
import { call } from './setup';

type Listed = { products: Product[]; total: number; userWishlist: WishlistItem[]; userCart: CartItem[] };
type Cart = { cart: CartLine[]; summary: CartSummary };
type Wishlist = { wishlist: WishlistItem[]; products: Product[] };

const list = (query = '') => call<Listed>('GET', `/apps/ecommerce/products${query}`);
const cart = async () => (await call<Cart>('GET', '/apps/ecommerce/cart')).body;
const wishlist = async () => (await call<Wishlist>('GET', '/apps/ecommerce/wishlist')).body;

describe('the product sample', () => {
  it('has 24 products with dollar prices, ratings 1 to 5, unique slugs and inline pictures', () => {
    const products = productFixtures();
    expect(products).toHaveLength(24);
    expect(
      products.every((p) => p.price > 0 && Math.abs(p.price * 100 - Math.round(p.price * 100)) < 1e-6),
    ).toBe(true);
    expect(new Set(products.map((p) => p.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(products.map((p) => p.slug)).size).toBe(24);
    expect(products.every((p) => p.image.startsWith('data:image/svg+xml,'))).toBe(true);
    expect(productFixtures()).toEqual(products);
  });

  it('gives each product the same seeded offers (1-4) and discount (3-20) every time', () => {
    const deals = productFixtures().map((p) => productDeal(p.id));
    expect(deals.every((d) => d.offers >= 1 && d.offers <= 4)).toBe(true);
    expect(deals.every((d) => d.discount >= 3 && d.discount <= 20)).toBe(true);
    expect(productFixtures().map((p) => productDeal(p.id))).toEqual(deals);
    // Seeded, not constant: the products do not all share one deal.
    expect(new Set(deals.map((d) => d.discount)).size).toBeGreaterThan(5);
    expect(new Set(deals.map((d) => d.offers)).size).toBe(4);
  });
});

describe('GET /apps/ecommerce/products', () => {
  it('answers {products, total, userWishlist, userCart}: 9 per page, featured order', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['products', 'total', 'userCart', 'userWishlist']);
    expect(body.total).toBe(24);
    expect(body.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Object.keys(body.products[0]!).sort()).toEqual(
      [
        'brand',
        'description',
        'hasFreeShipping',
        'id',
        'image',
        'isInCart',
        'isInWishlist',
        'name',
        'price',
        'rating',
        'slug',
      ].sort(),
    );
    expect(body.userWishlist).toEqual([
      { id: 1, productId: 2 },
      { id: 2, productId: 7 },
    ]);
    expect(body.userCart).toEqual([{ id: 1, productId: 3, qty: 1 }]);
    expect(body.products.filter((p) => p.isInWishlist).map((p) => p.id)).toEqual([2, 7]);
    expect(body.products.filter((p) => p.isInCart).map((p) => p.id)).toEqual([3]);
  });

  it('pages with page and perPage; past the end is an empty page with the total', async () => {
    expect((await list('?page=3')).body.products.map((p) => p.id)).toEqual([19, 20, 21, 22, 23, 24]);
    expect((await list('?perPage=5&page=2')).body.products.map((p) => p.id)).toEqual([6, 7, 8, 9, 10]);
    const past = (await list('?page=9')).body;
    expect(past.products).toEqual([]);
    expect(past.total).toBe(24);
  });

  it('sorts by price both ways across pages', async () => {
    const all = productFixtures().map((p) => p.price);
    const asc = (await list('?sortBy=price-asc&perPage=24')).body.products.map((p) => p.price);
    expect(asc).toEqual([...all].sort((a, b) => a - b));
    const desc = (await list('?sortBy=price-desc')).body.products;
    expect(desc[0]!.name).toBe('Kestrel 14 Laptop');
    expect(desc.map((p) => p.price)).toEqual([...all].sort((a, b) => b - a).slice(0, 9));
  });

  it('searches name, brand and description, ignoring case; total counts the matches', async () => {
    const orbit = (await list('?q=ORBIT')).body;
    expect(orbit.total).toBe(5);
    expect(orbit.products.every((p) => p.brand === 'Orbit')).toBe(true);
    expect((await list('?q=waterproof')).body.products.map((p) => p.name)).toEqual([
      'Atlas Bluetooth Speaker',
    ]);
    expect((await list('?q=no-such-thing')).body).toMatchObject({ products: [], total: 0 });
  });

  it('filters by least rating and by a price range (the sidebar filters)', async () => {
    const top = (await list('?rating=5&perPage=24')).body;
    expect(top.total).toBe(6);
    expect(top.products.every((p) => p.rating === 5)).toBe(true);
    const range = (await list('?minPrice=100&maxPrice=500&perPage=24')).body.products;
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((p) => p.price >= 100 && p.price <= 500)).toBe(true);
    const cheapGood = (await list('?maxPrice=10&rating=2')).body.products.map((p) => p.name);
    expect(cheapGood).toEqual(['Lumen Smart Bulb Pack', 'Atlas Phone Tripod']);
  });

  it('refuses an unknown sort, a bad page size or rating with 400', async () => {
    expect(await list('?sortBy=newest')).toEqual({
      status: 400,
      body: { message: 'sortBy is featured, price-asc or price-desc.' },
    });
    expect((await list('?perPage=0')).status).toBe(400);
    expect((await list('?rating=6')).status).toBe(400);
    expect((await list('?page=abc')).status).toBe(400);
  });
});

describe('GET /apps/ecommerce/products/{id}', () => {
  it('answers {product} by id or by slug', async () => {
    const byId = await call<{ product: Product }>('GET', '/apps/ecommerce/products/7');
    expect(byId.status).toBe(200);
    expect(byId.body.product).toMatchObject({ id: 7, name: 'Orbit Over-Ear Headphones', isInWishlist: true });
    const bySlug = await call<{ product: Product }>('GET', '/apps/ecommerce/products/kestrel-14-laptop');
    expect(bySlug.body.product).toMatchObject({ id: 3, isInCart: true, isInWishlist: false });
  });

  it('answers 404 for an unknown product', async () => {
    expect(await call('GET', '/apps/ecommerce/products/999')).toEqual({
      status: 404,
      body: { message: 'Product not found.' },
    });
    expect((await call('GET', '/apps/ecommerce/products/no-such-slug')).status).toBe(404);
  });
});

describe('the wishlist', () => {
  it('GET lists the items and their products, newest first', async () => {
    const body = await wishlist();
    expect(body.wishlist.map((i) => i.productId)).toEqual([7, 2]);
    expect(body.products.map((p) => p.id)).toEqual([7, 2]);
    expect(body.products.every((p) => p.isInWishlist)).toBe(true);
  });

  it('POST adds (201), adding again changes nothing (200), an unknown product is 404', async () => {
    const added = await call<{ item: WishlistItem }>('POST', '/apps/ecommerce/wishlist', { productId: 5 });
    expect(added).toEqual({ status: 201, body: { item: { id: 3, productId: 5 } } });
    const again = await call('POST', '/apps/ecommerce/wishlist', { productId: 5 });
    expect(again).toEqual({ status: 200, body: { item: { id: 3, productId: 5 } } });
    expect((await wishlist()).wishlist).toHaveLength(3);
    expect((await call('POST', '/apps/ecommerce/wishlist', { productId: 99 })).status).toBe(404);
    expect((await call('POST', '/apps/ecommerce/wishlist', {})).status).toBe(400);
    expect((await list()).body.products.find((p) => p.id === 5)?.isInWishlist).toBe(true);
  });

  it('DELETE removes a product (200); one not in the list is 404', async () => {
    expect(await call('DELETE', '/apps/ecommerce/wishlist/2')).toEqual({
      status: 200,
      body: { productId: 2 },
    });
    expect((await wishlist()).products.map((p) => p.id)).toEqual([7]);
    expect((await call('DELETE', '/apps/ecommerce/wishlist/2')).status).toBe(404);
  });
});

describe('the cart', () => {
  it('GET answers the lines with product, seeded offers and discount, and the summary', async () => {
    const body = await cart();
    expect(body.cart).toHaveLength(1);
    const line = body.cart[0]!;
    expect(line).toMatchObject({ id: 1, productId: 3, qty: 1, ...productDeal(3) });
    expect(line.product.name).toBe('Kestrel 14 Laptop');
    const discount = Math.round(1299 * productDeal(3).discount) / 100;
    expect(body.summary).toEqual({
      count: 1,
      subtotal: 1299,
      discount,
      delivery: 0,
      total: Math.round((1299 - discount) * 100) / 100,
    });
  });

  it('POST adds a product with quantity 1 (201); adding again keeps it (200)', async () => {
    const added = await call<{ item: CartItem }>('POST', '/apps/ecommerce/cart', { productId: 4 });
    expect(added).toEqual({ status: 201, body: { item: { id: 2, productId: 4, qty: 1 } } });
    const again = await call<{ item: CartItem }>('POST', '/apps/ecommerce/cart', { productId: 4 });
    expect(again).toEqual({ status: 200, body: { item: { id: 2, productId: 4, qty: 1 } } });
    const body = await cart();
    expect(body.cart.map((l) => [l.productId, l.qty])).toEqual([
      [3, 1],
      [4, 1],
    ]);
    // The speaker has no free shipping: one delivery charge.
    expect(body.summary.delivery).toBe(5);
    expect(body.summary.count).toBe(2);
  });

  it('POST with qty changes a line; qty is 1 to 10 and only for a line in the cart', async () => {
    const set = await call<{ item: CartItem }>('POST', '/apps/ecommerce/cart', { productId: 3, qty: 3 });
    expect(set).toEqual({ status: 200, body: { item: { id: 1, productId: 3, qty: 3 } } });
    const body = await cart();
    expect(body.summary.count).toBe(3);
    expect(body.summary.subtotal).toBe(3897);
    expect((await call('POST', '/apps/ecommerce/cart', { productId: 3, qty: 0 })).status).toBe(400);
    expect((await call('POST', '/apps/ecommerce/cart', { productId: 3, qty: 11 })).status).toBe(400);
    expect((await call('POST', '/apps/ecommerce/cart', { productId: 8, qty: 2 })).status).toBe(400);
    expect((await call('POST', '/apps/ecommerce/cart', { productId: 999 })).status).toBe(404);
    expect((await cart()).cart).toHaveLength(1);
  });

  it('DELETE removes a line (200); one not in the cart is 404', async () => {
    expect(await call('DELETE', '/apps/ecommerce/cart/3')).toEqual({ status: 200, body: { productId: 3 } });
    expect(await cart()).toEqual({
      cart: [],
      summary: { count: 0, subtotal: 0, discount: 0, delivery: 0, total: 0 },
    });
    expect((await call('DELETE', '/apps/ecommerce/cart/3')).status).toBe(404);
    expect((await list()).body.userCart).toEqual([]);
  });
});
