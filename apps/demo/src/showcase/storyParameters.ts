/**
 * A showcase repeats a component's examples side by side, so an example's named landmark (a form called
 * "SMTP account", an upload column) appears once per example: axe's landmark-unique rule is off for these
 * pages only; every other rule applies, and each example passes it alone in its own story.
 */
export const showcaseA11y = {
  a11y: { test: 'error', config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
} as const;
