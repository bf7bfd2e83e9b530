/** Routes of the demo auth variants, the access-control page and the demo session (issue 22) beyond each gallery entry's own path, keyed by gallery id; the smoke test opens each. */
export const variants: Record<string, string[]> = {};
