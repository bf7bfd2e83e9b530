import type { ReactNode } from 'react';

/**
 * Plain text or a number in its own direction: `<bdi>` around it, so English data in an RTL page keeps its
 * order ("Ava S." not ".Ava S", "29 TAT" not "TAT 29") and Arabic data in an LTR page does too. Elements
 * pass through unchanged: they isolate their own text pieces.
 */
export function isolate(node: ReactNode): ReactNode {
  return typeof node === 'string' || typeof node === 'number' ? <bdi>{node}</bdi> : node;
}
