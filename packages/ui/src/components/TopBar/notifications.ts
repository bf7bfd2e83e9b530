/** A notification entry of spec 000 section 3: the profiles received for one job. */
export interface JobNotification {
  job_id: string | number;
  message: string;
  seekersIds: Array<string | number>;
  isClick?: boolean;
}

/**
 * Adds an incoming socket message: its profile ids join the existing entry of the same job, or a
 * new entry is created (spec 000 section 4 "Notifications"). Returns a new list; newest job first.
 */
export function mergeNotification(
  entries: readonly JobNotification[],
  incoming: JobNotification,
): JobNotification[] {
  const existing = entries.find((entry) => entry.job_id === incoming.job_id);
  if (!existing) return [incoming, ...entries];
  const ids = [...existing.seekersIds];
  for (const id of incoming.seekersIds) if (!ids.includes(id)) ids.push(id);
  const merged = { ...existing, message: incoming.message || existing.message, seekersIds: ids };
  return [merged, ...entries.filter((entry) => entry !== existing)];
}

/** Clicking an entry removes it (the caller then opens the received profiles of that job). */
export function removeNotification(
  entries: readonly JobNotification[],
  jobId: JobNotification['job_id'],
): JobNotification[] {
  return entries.filter((entry) => entry.job_id !== jobId);
}
