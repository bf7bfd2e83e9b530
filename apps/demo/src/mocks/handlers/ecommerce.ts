import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  DELIVERY_PER_LINE,
  MAX_QTY,
  PRODUCTS_PER_PAGE,
  productDeal,
  productSorts,
  type CartItem,
  type Product,
  type StoredProduct,
  type WishlistItem,
} from '../data/products';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

/** A cart line as GET /apps/ecommerce/cart answers it: the item, its product, and the seeded offers and discount. */
export type CartLine = CartItem & { product: Product; offers: number; discount: number };

export interface CartSummary {
  /** Units in the cart (the header's badge). */
  count: number;
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}

const positiveInt = z.coerce.number().int().positive();
const listParams = z.object({
  q: z.string().trim().toLowerCase().default(''),
  sortBy: z.enum(productSorts, { error: 'sortBy is featured, price-asc or price-desc.' }).default('featured'),
  perPage: positiveInt.max(100, 'perPage is at most 100.').default(PRODUCTS_PER_PAGE),
  page: positiveInt.default(1),
  // Not in the spec's table: the shop's sidebar filters (docs/decisions.md, issue 21 e-commerce).
  rating: z.coerce.number().int().min(1).max(5, 'rating is 1 to 5.').optional(),
  minPrice: z.coerce.number().nonnegative().optional(),
  maxPrice: z.coerce.number().nonnegative().optional(),
});

const productBody = z.object({ productId: positiveInt });
const cartBody = z.object({
  productId: positiveInt,
  qty: z.coerce.number().int().min(1, 'The quantity is at least 1.').max(MAX_QTY).optional(),
});

const cents = (amount: number) => Math.round(amount * 100) / 100;

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/** The product as answered: with whether it is in the sample user's wishlist and cart. */
function answerProduct(product: StoredProduct): Product {
  const db = demoDb();
  return {
    ...product,
    isInWishlist: db.wishlist.some((item) => item.productId === product.id),
    isInCart: db.cart.some((item) => item.productId === product.id),
  };
}

/** The product a path segment names: its id, or its slug (the template's links used either). */
function findProduct(idOrSlug: string): StoredProduct | undefined {
  const products = demoDb().products;
  const id = Number(idOrSlug);
  return Number.isInteger(id) && id > 0
    ? products.find((p) => p.id === id)
    : products.find((p) => p.slug === idOrSlug);
}

export function cartLines(): CartLine[] {
  const db = demoDb();
  return db.cart.flatMap((item) => {
    const product = db.products.find((p) => p.id === item.productId);
    return product ? [{ ...item, product: answerProduct(product), ...productDeal(product.id) }] : [];
  });
}

/** Bag total, the seeded discounts, delivery for lines without free shipping, and what is to pay. */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  const subtotal = cents(lines.reduce((sum, l) => sum + l.product.price * l.qty, 0));
  const discount = cents(lines.reduce((sum, l) => sum + (l.product.price * l.qty * l.discount) / 100, 0));
  const delivery = lines.filter((l) => !l.product.hasFreeShipping).length * DELIVERY_PER_LINE;
  return {
    count: lines.reduce((sum, l) => sum + l.qty, 0),
    subtotal,
    discount,
    delivery,
    total: cents(subtotal - discount + delivery),
  };
}

function wishlistAnswer() {
  const db = demoDb();
  // Newest first: what was just added is at the top.
  const wishlist = [...db.wishlist].sort((a, b) => b.id - a.id);
  const products = wishlist.flatMap((item) => {
    const product = db.products.find((p) => p.id === item.productId);
    return product ? [answerProduct(product)] : [];
  });
  return { wishlist, products };
}

function cartAnswer() {
  const cart = cartLines();
  return { cart, summary: cartSummary(cart) };
}

const nextId = (items: readonly { id: number }[]) => Math.max(0, ...items.map((i) => i.id)) + 1;

export const ecommerceHandlers = [
  http.get(demoPath('/apps/ecommerce/products'), ({ request }) => {
    const search = Object.fromEntries(
      [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
    );
    const params = listParams.safeParse(search);
    if (!params.success) return fail(400, firstIssue(params.error));
    const { q, sortBy, perPage, page, rating, minPrice, maxPrice } = params.data;
    const db = demoDb();
    const matches = db.products.filter(
      (p) =>
        (!q ||
          p.name.toLowerCase().includes(q) ||
          p.brand.toLowerCase().includes(q) ||
          p.description.toLowerCase().includes(q)) &&
        (rating === undefined || p.rating >= rating) &&
        (minPrice === undefined || p.price >= minPrice) &&
        (maxPrice === undefined || p.price <= maxPrice),
    );
    // Featured is the catalogue's own order; equal prices keep it too.
    const sorted =
      sortBy === 'featured'
        ? matches
        : [...matches].sort((a, b) => (sortBy === 'price-asc' ? a.price - b.price : b.price - a.price));
    const products = sorted.slice((page - 1) * perPage, page * perPage).map(answerProduct);
    return HttpResponse.json({
      products,
      total: matches.length,
      userWishlist: db.wishlist,
      userCart: db.cart,
    });
  }),

  http.get(demoPath('/apps/ecommerce/products/:id'), ({ params }) => {
    const product = findProduct(String(params.id));
    if (!product) return fail(404, 'Product not found.');
    return HttpResponse.json({ product: answerProduct(product) });
  }),

  http.get(demoPath('/apps/ecommerce/wishlist'), () => HttpResponse.json(wishlistAnswer())),

  http.post(demoPath('/apps/ecommerce/wishlist'), async ({ request }) => {
    const body = productBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, 'Give the productId as a positive number.');
    const db = demoDb();
    if (!db.products.some((p) => p.id === body.data.productId)) return fail(404, 'Product not found.');
    const existing = db.wishlist.find((item) => item.productId === body.data.productId);
    // Adding twice changes nothing (200 with the item), so a double click is harmless.
    if (existing) return HttpResponse.json({ item: existing });
    const item: WishlistItem = { id: nextId(db.wishlist), productId: body.data.productId };
    db.wishlist.push(item);
    return HttpResponse.json({ item }, { status: 201 });
  }),

  http.delete(demoPath('/apps/ecommerce/wishlist/:productId'), ({ params }) => {
    const productId = positiveInt.safeParse(params.productId);
    if (!productId.success) return fail(400, 'Give the productId as a positive number.');
    const db = demoDb();
    const index = db.wishlist.findIndex((item) => item.productId === productId.data);
    if (index < 0) return fail(404, 'The product is not in the wishlist.');
    db.wishlist.splice(index, 1);
    return HttpResponse.json({ productId: productId.data });
  }),

  http.get(demoPath('/apps/ecommerce/cart'), () => HttpResponse.json(cartAnswer())),

  http.post(demoPath('/apps/ecommerce/cart'), async ({ request }) => {
    const body = cartBody.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const { productId, qty } = body.data;
    const db = demoDb();
    if (!db.products.some((p) => p.id === productId)) return fail(404, 'Product not found.');
    const existing = db.cart.find((item) => item.productId === productId);
    if (existing) {
      // Not in the spec's table: `qty` changes a line's quantity (checkout's quantity field).
      if (qty !== undefined) existing.qty = qty;
      return HttpResponse.json({ item: existing });
    }
    if (qty !== undefined) return fail(400, 'Add the product to the cart first: a new line starts at 1.');
    const item: CartItem = { id: nextId(db.cart), productId, qty: 1 };
    db.cart.push(item);
    return HttpResponse.json({ item }, { status: 201 });
  }),

  http.delete(demoPath('/apps/ecommerce/cart/:productId'), ({ params }) => {
    const productId = positiveInt.safeParse(params.productId);
    if (!productId.success) return fail(400, 'Give the productId as a positive number.');
    const db = demoDb();
    const index = db.cart.findIndex((item) => item.productId === productId.data);
    if (index < 0) return fail(404, 'The product is not in the cart.');
    db.cart.splice(index, 1);
    return HttpResponse.json({ productId: productId.data });
  }),
];
