/** A cell's hooks for the stacked (narrow) layout: the column's name shown before the value, or, for the
 * row header, the card's title. */
export function stackedLabel(
  column: { id: string; header: string },
  rowHeaderId: string | undefined,
): { 'data-row-header': '' } | { 'data-label': string } {
  return column.id === rowHeaderId ? { 'data-row-header': '' } : { 'data-label': column.header };
}
