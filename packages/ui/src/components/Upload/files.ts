/** Whether a file matches an accept list of extensions (".pdf") and MIME types ("image/*"). */
export function isAccepted(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

export interface DropResult<F> {
  /** Files taken now (accepted, within the free slots). */
  taken: F[];
  /** Accepted files beyond the free slots (they wait in Pending for "Upload More"). */
  surplus: F[];
  /** Files whose type is not accepted. */
  unaccepted: F[];
  /** More files than allowed in one drop: nothing is taken and the limit dialog shows. */
  isOverLimit: boolean;
}

/** Splits a drop by the limits: per-drop maximum first, then accepted types, then free slots. */
export function splitDrop<F extends { name: string; type: string }>(
  files: readonly F[],
  { accept, freeSlots, maxPerDrop }: { accept: readonly string[]; freeSlots: number; maxPerDrop: number },
): DropResult<F> {
  if (files.length > maxPerDrop) return { taken: [], surplus: [], unaccepted: [], isOverLimit: true };
  const accepted = files.filter((f) => isAccepted(f, accept));
  const unaccepted = files.filter((f) => !isAccepted(f, accept));
  const slots = Math.max(0, freeSlots);
  return { taken: accepted.slice(0, slots), surplus: accepted.slice(slots), unaccepted, isOverLimit: false };
}
