import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import type { TFunction } from 'i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@talent/api/rules';

/**
 * Paging, name search and row selection of a server-paged ui DataTable (limit/offset), with the spec's search
 * and empty-state texts. A new search, reset or page size goes back to page 1.
 */
export function usePagedTable(t: TFunction) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Selection>(new Set());

  return {
    page,
    size,
    search,
    offset: (page - 1) * size,
    selected,
    clearSelection: () => setSelected(new Set()),
    /** Spread onto the DataTable. */
    tableProps: {
      page,
      onPageChange: setPage,
      pageSize: size,
      pageSizeOptions: PAGE_SIZES,
      onPageSizeChange: (n: number) => {
        setSize(n);
        setPage(1);
      },
      onSearch: (q: string) => {
        setSearch(q);
        setPage(1);
      },
      onReset: () => {
        setSearch('');
        setPage(1);
      },
      searchPlaceholder: t('Search By Full Name'),
      selectedKeys: selected === 'all' ? ('all' as const) : (selected as Set<Key>),
      onSelectionChange: setSelected,
      emptyTitle: t('No Data Found'),
      emptyDescription: t("Sorry, We Couldn't Find Any Data to Display"),
    },
  };
}
