import { useMatches } from 'react-router-dom';
import type { RouteDef } from './table';

/** The matched route's definition (routes carry it as their `handle`). */
export function useRouteDef(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteDef | undefined;
    if (handle?.path) return handle;
  }
  return undefined;
}
