/**
 * Spec 000 "Other rules": a search requires non-empty text. Text with no letter or digit (`*`, `%`, `_`,
 * quotes only) is empty for the full-text index, which then matched the whole collection (issue 43); the
 * search endpoints answer 400 with this message instead.
 */
export const SEARCH_TEXT_REQUIRED = 'A search requires non-empty text.';

/** True when the text holds something to search for: at least one letter or digit, in any script. */
export function hasSearchText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
