/** The words of a search box (moved down from resumes' search, issue 40: every module's search splits text
 * the same way without importing resumes). */

/** Search words: lower-case letters and digits (other characters split words), at most 12. */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((t) => t.length > 0),
    ),
  ].slice(0, 12);
}
