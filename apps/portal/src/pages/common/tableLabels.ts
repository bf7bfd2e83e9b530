/** What the texts need of i18next's `t`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The DataTable's own texts, translated. Kept out of the lazy page modules so that a page importing them
 * does not pull another page in.
 */
export function tableLabels(t: Translate) {
  return {
    search: t('Search'),
    reset: t('Reset'),
    searchLabel: t('Full Name'),
    rowsPerPage: t('Rows per page'),
    pagination: t('Pagination'),
    previous: t('Previous page'),
    next: t('Next page'),
    page: t('Page'),
    selectAll: t('Select all rows'),
    selectRow: t('Select row'),
    loading: t('Loading rows'),
    showing: (from: number, to: number, total: number) =>
      t('Showing {{from}} to {{to}} of {{total}} entries', { from, to, total }),
    selected: (count: number) => t('{{count}} selected', { count }),
  };
}

/** The texts of a profiles table searched by full name (spec 2.4): its labels, placeholder and empty state. */
export function nameSearchTexts(t: Translate) {
  return {
    labels: tableLabels(t),
    searchPlaceholder: t('Search By Full Name'),
    emptyTitle: t('No Data Found'),
    emptyDescription: t("Sorry, We Couldn't Find Any Data to Display"),
  };
}
