import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical axe violations (WCAG 2.1 AA) of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours read mid-way through a transition (a skin switched just now, a page fading in) are neither the
  // old nor the new ones: wait for every finite animation and transition to end (spinners never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // react-aria's visually hidden live announcer briefly holds `role="img"` nodes labelled by elements that
    // are already gone (a known false positive); it is not page content.
    .exclude('[data-live-announcer]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')})`);
}

/**
 * axe's structure rules of moderate impact that the main pages must pass too (issue 25): all content inside
 * landmarks, landmarks with unique names, headings that go down one level at a time.
 */
export const STRUCTURE_RULES = ['region', 'landmark-unique', 'heading-order'] as const;

/** Violations of STRUCTURE_RULES on the page as it is now, whatever their impact, one line each. */
export async function structureViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withRules([...STRUCTURE_RULES])
    .exclude('[data-live-announcer]')
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`,
  );
}
