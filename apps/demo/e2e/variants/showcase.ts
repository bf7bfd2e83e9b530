/** Routes of the showcase pages generated from the design system's stories (issue 22) beyond each gallery entry's own path, keyed by gallery id; the smoke test opens each. */
export const variants: Record<string, string[]> = {};
