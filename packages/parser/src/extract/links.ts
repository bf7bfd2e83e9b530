import type { ContactBox } from '../types';

/** Profiles that identify a person wherever they appear on the first page. */
export const SOCIAL_HOSTS =
  /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:github\.com|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|facebook\.com|instagram\.com|stackoverflow\.com|orcid\.org|scholar\.google\.[a-z.]+|researchgate\.net|medium\.com|behance\.net|dribbble\.com|youtube\.com|t\.me|wa\.me|bsky\.app|imdb\.com|kaggle\.com|leetcode\.com)(?:[/:?#]|$)/;

/**
 * Boxes for link annotations that give a person away: mailto:, tel:, LinkedIn, social profiles, and any
 * link on a row that already holds a contact detail (a personal website next to the e-mail).
 */
export function linkBoxes(
  links: ReadonlyArray<{ url: string; page?: number; rect?: [number, number, number, number] }>,
  contactBoxes: readonly ContactBox[],
): ContactBox[] {
  const rows = contactBoxes.filter((b) => b.field !== 'name' && b.field !== 'profile');
  const out: ContactBox[] = [];
  for (const link of links) {
    if (!link.rect || !link.page) continue;
    const url = link.url.toLowerCase();
    const [x0, y0, x1, y1] = link.rect;
    const rect = {
      x: Math.min(x0, x1),
      y: Math.min(y0, y1),
      width: Math.abs(x1 - x0),
      height: Math.abs(y1 - y0),
    };
    const onContactRow = rows.some(
      (b) => b.page === link.page && rect.y < b.y + b.height && rect.y + rect.height > b.y,
    );
    const field: ContactBox['field'] | null = url.startsWith('mailto:')
      ? 'email'
      : url.startsWith('tel:')
        ? 'mobile'
        : url.includes('linkedin.com/')
          ? 'linkedInUrl'
          : SOCIAL_HOSTS.test(url) || onContactRow
            ? 'profile'
            : null;
    if (field) out.push({ page: link.page, field, ...rect });
  }
  return out;
}
