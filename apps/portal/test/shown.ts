/**
 * What jest-dom's `toBeVisible()` checks, for tests without jest-dom: neither the element nor an ancestor is
 * `hidden`, `inert`, `aria-hidden="true"`, `display: none` or `visibility: hidden`. `getByText` also finds
 * text in hidden subtrees (a page kept inert, content behind a modal), so this says more than the query.
 */
export function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (
      node.hasAttribute('hidden') ||
      node.hasAttribute('inert') ||
      node.getAttribute('aria-hidden') === 'true'
    )
      return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}
