import { useDeferredValue, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import {
  Button,
  Dialog,
  EmptyState,
  Pagination,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  useMediaQuery,
} from '@talent/ui';
import { LoadFailed } from '../../lib/LoadStates';
import { SearchBox } from '../../lib/SearchBox';
import { DemoIcon } from '../../lib/icons';
import { productSorts, type Product, type ProductSort } from '../../mocks/data/products';
import {
  priceRanges,
  ratingChoices,
  sortTitles,
  useProducts,
  useShopActions,
  type PriceRangeId,
  type ShopQuery,
} from './model';
import { ProductCard } from './ProductCard';
import { EcommerceHeader, withFeedback } from './shared';
import * as pages from '../../pages/pages.css';
import * as styles from './ecommerce.css';

const PER_PAGE = 9;
const paginationLabels = {
  pagination: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} products`,
};

const ratingLabel = (stars: number) =>
  stars === 0 ? 'Any rating' : `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;

function ShopFilters({
  query,
  onChange,
}: {
  query: ShopQuery;
  onChange: (change: Partial<ShopQuery>) => void;
}) {
  return (
    <>
      <RadioGroup
        label="Price range"
        value={query.price}
        onChange={(price) => onChange({ price: price as PriceRangeId })}
      >
        {priceRanges.map((range) => (
          <Radio key={range.id} value={range.id}>
            {/* dir="auto": the English label keeps its order in an RTL page. */}
            <span dir="auto">{range.label}</span>
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label="Rating"
        value={String(query.rating)}
        onChange={(rating) => onChange({ rating: Number(rating) })}
      >
        {ratingChoices.map((stars) => (
          <Radio key={stars} value={String(stars)}>
            <span dir="auto">{ratingLabel(stars)}</span>
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}

const initialQuery: ShopQuery = { q: '', sortBy: 'featured', page: 1, rating: 0, price: 'all' };

/**
 * The shop (spec 001, /apps/ecommerce/shop): search, the featured and price sorts, 9 products a page,
 * rating and price filters (a sheet on phones), grid or list, and add to cart / wishlist from each card.
 */
export function Shop() {
  const [query, setQuery] = useState<ShopQuery>(initialQuery);
  const deferredQ = useDeferredValue(query.q);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const isNarrow = useMediaQuery('(max-width: 900px)');
  const list = useProducts({ ...query, q: deferredQ });
  const actions = useShopActions();

  // Any change but paging goes back to the first page.
  const change = (next: Partial<ShopQuery>) => setQuery((q) => ({ ...q, page: 1, ...next }));
  const isFiltered = query.q !== '' || query.rating !== 0 || query.price !== 'all';

  const work = async (product: Product, call: Promise<unknown>, done: string) => {
    setBusy((ids) => new Set(ids).add(product.id));
    await withFeedback(call, done);
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(product.id);
      return next;
    });
  };
  const addToCart = (product: Product) =>
    void work(product, actions.addToCart(product.id), `${product.name} added to the cart`);
  const toggleWishlist = (product: Product, on: boolean) =>
    void work(
      product,
      on ? actions.addToWishlist(product.id) : actions.removeFromWishlist(product.id),
      on ? `${product.name} saved to the wishlist` : `${product.name} removed from the wishlist`,
    );

  const filters = <ShopFilters query={query} onChange={change} />;
  const data = list.data;

  return (
    <div className={pages.page}>
      <EcommerceHeader title="Shop" />
      <div className={styles.shop}>
        {isNarrow ? (
          <Dialog isOpen={filtersOpen} onOpenChange={setFiltersOpen} title="Filters" placement="sheet">
            <div className={styles.sheetFilters}>{filters}</div>
          </Dialog>
        ) : (
          <aside className={styles.filters} aria-label="Filters">
            {filters}
          </aside>
        )}
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <SearchBox
              label="Search products"
              value={query.q}
              onChange={(q) => change({ q })}
              className={styles.grow}
            />
            <Select
              label="Sort by"
              className={styles.sortSelect}
              options={productSorts.map((id) => ({ id, label: sortTitles[id] }))}
              selectedKey={query.sortBy}
              onSelectionChange={(key: Key | null) => key && change({ sortBy: key as ProductSort })}
            />
            {isNarrow ? (
              <Button variant="outline" tone="neutral" onPress={() => setFiltersOpen(true)}>
                <DemoIcon name="filter" />
                Filters
              </Button>
            ) : null}
            <ToggleButtonGroup
              aria-label="Layout"
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[layout]}
              onSelectionChange={(keys) => setLayout(keys.has('list') ? 'list' : 'grid')}
              className={styles.layoutToggle}
            >
              <ToggleButton id="grid" aria-label="Grid view" className={styles.layoutButton}>
                <DemoIcon name="grid" />
              </ToggleButton>
              <ToggleButton id="list" aria-label="List view" className={styles.layoutButton}>
                <DemoIcon name="list" />
              </ToggleButton>
            </ToggleButtonGroup>
          </div>

          {list.error && !data ? (
            <LoadFailed
              title="The products could not be loaded"
              error={list.error}
              onRetry={() => void list.mutate()}
            />
          ) : !data ? (
            <div className={styles.state} role="status" aria-busy="true" aria-label="Loading products">
              <Skeleton lines={8} />
            </div>
          ) : data.products.length === 0 ? (
            <div className={styles.state}>
              <EmptyState
                headingLevel={2}
                kind="search"
                title="No products match"
                description={
                  isFiltered ? 'Try other words, or clear the filters.' : 'The shop has no products yet.'
                }
                action={
                  isFiltered ? (
                    <Button variant="outline" onPress={() => setQuery(initialQuery)}>
                      Clear search and filters
                    </Button>
                  ) : undefined
                }
              />
            </div>
          ) : (
            <>
              <ul className={styles.products} data-layout={layout} aria-label="Products">
                {data.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      isBusy={busy.has(product.id)}
                      onAddToCart={addToCart}
                      onToggleWishlist={toggleWishlist}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={query.page}
                pageSize={PER_PAGE}
                totalCount={data.total}
                onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
                labels={paginationLabels}
                tableLabel="Products"
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
