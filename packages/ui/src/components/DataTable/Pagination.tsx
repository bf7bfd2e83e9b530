import { Button as RACButton } from 'react-aria-components';
import { Icon } from '../../icons';
import type { DataTableLabels } from './DataTable';
import { pageCount, paginationRange, shownRange } from './pagination';
import * as styles from './DataTable.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  labels: Pick<DataTableLabels, 'showing' | 'pagination' | 'previous' | 'next' | 'page'>;
  /** The table's name, added to the navigation landmark's so two tables' paginations differ. */
  tableLabel?: string;
}

/**
 * The DataTable's footer: "Showing 11 to 20 of 57 entries", and page buttons (previous, first, the
 * current page with its neighbours, last, next) once there is more than one page.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  labels,
  tableLabel,
}: PaginationProps) {
  const totalPages = pageCount(totalCount, pageSize);
  const { from, to } = shownRange(page, pageSize, totalCount);
  return (
    <div className={styles.footer}>
      <span>{labels.showing(from, to, totalCount)}</span>
      {totalPages > 1 ? (
        <nav aria-label={tableLabel ? `${labels.pagination}: ${tableLabel}` : labels.pagination}>
          <ul className={styles.pagination}>
            <li>
              <RACButton
                className={styles.pageButton}
                aria-label={labels.previous}
                isDisabled={page <= 1}
                onPress={() => onPageChange(page - 1)}
              >
                <Icon name="chevronStart" size={16} />
              </RACButton>
            </li>
            {paginationRange(page, totalPages).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <RACButton
                    className={styles.pageButton}
                    aria-label={`${labels.page} ${item}`}
                    aria-current={item === page ? 'page' : undefined}
                    onPress={() => item !== page && onPageChange(item)}
                  >
                    {item}
                  </RACButton>
                </li>
              ) : (
                <li key={item} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ),
            )}
            <li>
              <RACButton
                className={styles.pageButton}
                aria-label={labels.next}
                isDisabled={page >= totalPages}
                onPress={() => onPageChange(page + 1)}
              >
                <Icon name="chevronEnd" size={16} />
              </RACButton>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
