import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoStory, demoMsw, resetData } from '../../storybook/DemoStory';
import EcommerceApp, { ecommercePaths } from './EcommerceApp';

/** The e-commerce app of the template gallery (spec 001): shop, product, wishlist and checkout on msw. */
const meta = {
  title: 'Templates/E-commerce',
  component: EcommerceApp,
  parameters: { layout: 'padded', ...demoMsw() },
  beforeEach: resetData,
  args: { path: '/apps/ecommerce/shop' },
  render: ({ path }: { path: string }) => (
    <DemoStory path={path} patterns={ecommercePaths}>
      <EcommerceApp />
    </DemoStory>
  ),
} satisfies Meta<{ path: string }>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const cards = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('article');
const names = (canvas: Canvas) => cards(canvas).map((card) => within(card).getByRole('heading').textContent);
const cartLink = (canvas: Canvas) => canvas.getByRole('link', { name: /^Cart/ });

/** The shop's first page: 9 of 24 products, featured order, and the cart count in the header (the visual baseline). */
export const Shop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await expect(cards(canvas)).toHaveLength(9);
    await expect(names(canvas)[0]).toBe('Lumen Smart Watch S5');
    await expect(canvas.getByText('Showing 1 to 9 of 24 products')).toBeVisible();
    await expect(within(cartLink(canvas)).getByRole('img', { name: '1 item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wishlist: Orbit Wireless Earbuds' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'View in cart: Kestrel 14 Laptop' })).toBeVisible();
  },
};

/** Search narrows the products (name, brand, description); nothing found shows "No products match". */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'orbit');
    await waitFor(() => expect(cards(canvas)).toHaveLength(5));
    await expect(canvas.getByText('Showing 1 to 5 of 5 products')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    await expect(await canvas.findByRole('heading', { name: 'No products match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(9));
    await expect(search).toHaveValue('');
  },
};

/** The sorts: highest price puts the laptop first, lowest price the cable organiser. */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Highest price' }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Kestrel 14 Laptop'));
    await expect(names(canvas)[1]).toBe('Kestrel Tablet 11');
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Lowest price' }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Atlas Cable Organiser'));
  },
};

/** Rating and price filters, and paging: 9 a page, filters go back to page 1. */
export const FiltersAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Vela USB-C Hub'));
    await expect(canvas.getByText('Showing 10 to 18 of 24 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars & up' }));
    await waitFor(() => expect(canvas.getByText('Showing 1 to 9 of 16 products')).toBeVisible());
    await userEvent.click(canvas.getByRole('radio', { name: '$500 and more' }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(2));
    await expect(names(canvas)).toEqual(['Kestrel 14 Laptop', 'Kestrel Tablet 11']);
  },
};

/** Add to cart and the wishlist toggle from a card: live feedback, the header's count follows. */
export const AddToCartAndWishlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Lumen Smart Watch S5' }));
    await expect(await body.findByText('Lumen Smart Watch S5 added to the cart')).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'View in cart: Lumen Smart Watch S5' }),
    ).toBeVisible();
    await waitFor(() => expect(within(cartLink(canvas)).getByRole('img', { name: '2 items' })).toBeVisible());
    const wish = canvas.getByRole('button', { name: 'Wishlist: Atlas Bluetooth Speaker' });
    await expect(wish).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wish);
    await waitFor(() => expect(wish).toHaveAttribute('aria-pressed', 'true'));
    await expect(await body.findByText('Atlas Bluetooth Speaker saved to the wishlist')).toBeVisible();
  },
};

/** Grid or list: the toggle is a pair of pressed buttons and switches the layout. */
export const ListLayout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(list).toHaveAttribute('data-layout', 'grid');
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
  },
};

/** A product's page by its slug: add to cart from it. */
export const ProductDetail: Story = {
  args: { path: '/apps/ecommerce/product-detail/orbit-over-ear-headphones' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Orbit Over-Ear Headphones' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rating 5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('$249.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Orbit Over-Ear Headphones' }));
    await expect(await canvas.findByText('In your cart')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the shop' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  },
};

/** An unknown product: the 404 of products/{id} as a not-found state. */
export const ProductNotFound: Story = {
  args: { path: '/apps/ecommerce/product-detail/no-such-product' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This product is not in the shop' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
  },
};

/** The wishlist: move to cart, remove, and the empty state once nothing is left. */
export const Wishlist: Story = {
  args: { path: '/apps/ecommerce/wishlist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Wishlist' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to cart: Orbit Wireless Earbuds' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(within(cartLink(canvas)).getByRole('img', { name: '2 items' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Orbit Over-Ear Headphones' }));
    await expect(await canvas.findByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  },
};

/** Checkout: quantity, the summary with the seeded discount, address checks, payment, confirmation. */
export const CheckoutSteps: Story = {
  args: { path: '/apps/ecommerce/checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cart = await canvas.findByRole('list', { name: 'Cart' });
    await expect(within(cart).getByText('4 offers available')).toBeVisible();
    await expect(within(cart).getByText('5% off')).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Cart');
    await userEvent.click(within(cart).getByRole('button', { name: /Quantity/ }));
    await userEvent.click(await body.findByRole('option', { name: '2' }));
    await waitFor(() => expect(canvas.getByText('Bag total (2 items)')).toBeVisible());
    const summary = within(canvas.getByRole('region', { name: 'Price details' }));
    await expect(summary.getByText('$2,598.00')).toBeVisible();
    // The laptop's seeded discount is 5 %.
    await expect(summary.getByText('−$129.90')).toBeVisible();
    await expect(summary.getByText('$2,468.10')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next: address' }));
    await expect(canvas.getByRole('heading', { name: 'Delivery address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: payment' }));
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toBeInvalid();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Full name/ }), 'Dana Lee');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Street address/ }), '12 Harbour Road');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Lisbon');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postal code/ }), '1100-148');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: payment' }));
    await expect(await canvas.findByText('Enter a phone number of at least 7 digits.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '3456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: payment' }));

    await expect(await canvas.findByRole('heading', { name: 'Payment' })).toHaveFocus();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment');
    // Back keeps what was typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('textbox', { name: /^City/ })).toHaveValue('Lisbon');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: payment' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('heading', { name: 'Your order is placed' })).toBeVisible();
    await expect(canvas.getByText(/Dana Lee, 12 Harbour Road, Lisbon/)).toBeVisible();
    await waitFor(() => expect(within(cartLink(canvas)).queryByRole('img')).toBeNull());
  },
};

/** The card form checks its fields with the keyboard alone. */
export const PaymentByKeyboard: Story = {
  args: { path: '/apps/ecommerce/checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Cart' });
    canvas.getByRole('button', { name: 'Next: address' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Delivery address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toHaveFocus();
    await userEvent.keyboard('Dana Lee');
    await userEvent.tab();
    await userEvent.keyboard('+351 912 345 678');
    await userEvent.tab();
    await userEvent.keyboard('12 Harbour Road');
    await userEvent.tab();
    await userEvent.keyboard('Lisbon');
    await userEvent.tab();
    await userEvent.keyboard('1100-148{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Payment' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), '4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('A card number has 16 digits.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Checkout steps' })).toBeVisible();
  },
};

/** An empty cart: nothing to check out. */
export const EmptyCart: Story = {
  args: { path: '/apps/ecommerce/checkout' },
  parameters: demoMsw([
    http.get('*/apps/ecommerce/cart', () =>
      HttpResponse.json({ cart: [], summary: { count: 0, subtotal: 0, discount: 0, delivery: 0, total: 0 } }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toBeVisible();
  },
};

/** The products call fails: an alert with a retry. */
export const LoadError: Story = {
  parameters: demoMsw([
    http.get('*/apps/ecommerce/products', () =>
      HttpResponse.json({ message: 'The catalogue is down.' }, { status: 500 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The products could not be loaded')).toBeVisible();
    await expect(canvas.getByText(/The catalogue is down\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** While the products load: a skeleton marked busy. */
export const Loading: Story = {
  parameters: demoMsw([http.get('*/apps/ecommerce/products', async () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading products')).toHaveAttribute('aria-busy', 'true');
  },
};
