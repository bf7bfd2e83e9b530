/**
 * The e-commerce sample (spec 001 sections 3 and 9): 24 written products (prices in dollars, rating 1 to 5),
 * their pictures drawn as inline SVG (no network), and the cart's offers (1 to 4) and discount (3 to 20 %)
 * from a seeded generator, so every load and every screenshot shows the same numbers.
 */
import { seededRandom } from './random';

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  /** Dollars. */
  price: number;
  /** A data: URL (inline SVG). */
  image: string;
  hasFreeShipping: boolean;
  /** 1 to 5. */
  rating: number;
  isInWishlist: boolean;
  isInCart: boolean;
}

export interface CartItem {
  id: number;
  productId: number;
  qty: number;
}

export interface WishlistItem {
  id: number;
  productId: number;
}

/** A stored product: the flags are worked out from the wishlist and cart when answering. */
export type StoredProduct = Omit<Product, 'isInWishlist' | 'isInCart'>;

export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Products per page when `perPage` is not given (spec 001 section 9). */
export const PRODUCTS_PER_PAGE = 9;
/** The most of one product a cart line holds (the quantity field's maximum). */
export const MAX_QTY = 10;
/** Delivery for a cart line whose product has no free shipping, in dollars. */
export const DELIVERY_PER_LINE = 5;

type Seed = [name: string, brand: string, price: number, rating: number, freeShipping: boolean, text: string];

const seeds: Seed[] = [
  [
    'Lumen Smart Watch S5',
    'Lumen',
    339.99,
    4,
    true,
    'Heart rate, sleep and steps on a bright always-on screen.',
  ],
  ['Orbit Wireless Earbuds', 'Orbit', 129, 5, true, 'Noise cancelling earbuds with a pocket charging case.'],
  ['Kestrel 14 Laptop', 'Kestrel', 1299, 5, true, 'A 14-inch laptop, 16 GB of memory, all-day battery.'],
  ['Atlas Bluetooth Speaker', 'Atlas', 79.5, 4, false, 'Waterproof speaker with twelve hours of sound.'],
  ['Vela Mechanical Keyboard', 'Vela', 149, 4, true, 'Hot-swappable switches and a quiet aluminium case.'],
  ['Lumen Fitness Band', 'Lumen', 49.99, 3, false, 'Light band that counts steps and wakes you gently.'],
  ['Orbit Over-Ear Headphones', 'Orbit', 249, 5, true, 'Studio sound, soft cushions, thirty hours of play.'],
  ['Kestrel Wireless Mouse', 'Kestrel', 29.99, 4, false, 'Silent clicks and a battery that lasts a year.'],
  [
    'Atlas 4K Action Camera',
    'Atlas',
    399,
    4,
    true,
    'Shoots 4K at 60 frames and survives ten metres of water.',
  ],
  ['Vela USB-C Hub', 'Vela', 39, 3, false, 'Seven ports: HDMI, card reader, three USB-A and power.'],
  ['Lumen Desk Lamp', 'Lumen', 59, 4, false, 'Warm to cool light with a wireless charging base.'],
  ['Orbit Portable Charger', 'Orbit', 35.5, 4, true, 'Charges a phone three times; fits in a jacket pocket.'],
  ['Kestrel 27 Monitor', 'Kestrel', 459, 5, true, 'A 27-inch monitor with accurate colour for design work.'],
  ['Atlas Drone Mini', 'Atlas', 549, 3, true, 'Folds to the size of a phone and films in 2.7K.'],
  ['Vela Webcam HD', 'Vela', 69.99, 3, false, 'Full HD video calls with two noise-reducing microphones.'],
  ['Lumen Smart Bulb Pack', 'Lumen', 8.99, 2, false, 'Four colour bulbs you set from your phone.'],
  ['Orbit Gaming Controller', 'Orbit', 64, 4, false, 'Wireless controller with a textured grip.'],
  ['Kestrel Tablet 11', 'Kestrel', 649, 4, true, 'An 11-inch tablet with a pen and a magnetic keyboard.'],
  ['Atlas Phone Tripod', 'Atlas', 9.5, 2, false, 'Bendable legs and a remote shutter for your phone.'],
  ['Vela Laptop Stand', 'Vela', 45, 5, true, 'Raises the screen to eye level; folds flat.'],
  ['Lumen E-Reader', 'Lumen', 119, 4, true, 'Glare-free screen that reads like paper, weeks of battery.'],
  ['Orbit Smart Speaker', 'Orbit', 99, 3, true, 'Voice assistant, room-filling sound, a privacy switch.'],
  ['Kestrel External SSD 1 TB', 'Kestrel', 109, 5, false, 'One terabyte in your pocket, 1,000 MB/s.'],
  ['Atlas Cable Organiser', 'Atlas', 6.99, 1, false, 'Silicone clips that keep desk cables in place.'],
];

/** The cart's "random" offers (1 to 4) and discount (3 to 20 %) of a product: seeded by its id. */
export function productDeal(productId: number): { offers: number; discount: number } {
  const next = seededRandom(productId * 7919);
  return { offers: 1 + Math.floor(next() * 4), discount: 3 + Math.floor(next() * 18) };
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const brandColours: Record<string, [string, string]> = {
  Lumen: ['#7367f0', '#e8e6fd'],
  Orbit: ['#00a3b4', '#d9f4f7'],
  Kestrel: ['#d97706', '#fdf0dc'],
  Atlas: ['#16a34a', '#dcf3e4'],
  Vela: ['#e11d48', '#fce1e7'],
};

/** A product picture: the brand's colours and the product's initials, drawn as SVG (no files, no network). */
function picture(name: string, brand: string): string {
  const [ink, paper] = brandColours[brand] ?? ['#555', '#eee'];
  const initials = name
    .split(' ')
    .slice(1)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180">` +
    `<rect width="240" height="180" fill="${paper}"/>` +
    `<circle cx="120" cy="90" r="58" fill="${ink}" opacity="0.18"/>` +
    `<rect x="82" y="52" width="76" height="76" rx="18" fill="${ink}"/>` +
    `<text x="120" y="102" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function productFixtures(): StoredProduct[] {
  return seeds.map(([name, brand, price, rating, hasFreeShipping, description], index) => ({
    id: index + 1,
    name,
    slug: slugify(name),
    description,
    brand,
    price,
    image: picture(name, brand),
    hasFreeShipping,
    rating,
  }));
}

/** The sample user's lists when the page loads: two products in the wishlist, one in the cart. */
export function shopperFixtures(): { wishlist: WishlistItem[]; cart: CartItem[] } {
  return {
    wishlist: [
      { id: 1, productId: 2 },
      { id: 2, productId: 7 },
    ],
    cart: [{ id: 1, productId: 3, qty: 1 }],
  };
}
