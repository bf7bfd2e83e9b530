/** The words of a search box, shared by every list that searches (the SQL is in resumes/repo/search.ts). */

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
