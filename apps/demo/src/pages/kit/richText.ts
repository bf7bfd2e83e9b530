/**
 * The fixtures' HTML (blog posts, knowledge-base articles) as structured text: the text of each paragraph,
 * read with DOMParser into an inert document. Nothing of the HTML is put in the page, so no markup, script
 * or handler in it can run; the fixture only uses paragraphs.
 */
export function paragraphsOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h2, h3, blockquote')];
  const texts = (blocks.length ? blocks : [doc.body]).map((el) => (el.textContent ?? '').trim());
  return texts.filter(Boolean);
}
