/** Routes of the dashboards, the cards page and the data tables (issue 22) beyond each gallery entry's own path, keyed by gallery id; the smoke test opens each. */
export const variants: Record<string, string[]> = {
  // Spec 001: the e-commerce dashboard is the index; the gallery moved to /gallery.
  'ecommerce-dashboard': ['/'],
};
