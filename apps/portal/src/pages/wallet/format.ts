/** A fresh key per purchase or conversion: a retry with the same key never charges twice (docs/money.md). */
export function idempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
