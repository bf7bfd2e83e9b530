import { useLayoutEffect, useState, type RefObject } from 'react';

/** `var(--name)` -> `--name` (vanilla-extract contract values are var() references). */
function propertyName(reference: string): string {
  const match = /^var\((--[^,)]+)/.exec(reference.trim());
  return match?.[1] ?? reference;
}

/**
 * Resolves theme variables to concrete colours at `ref`, because SVG presentation attributes set by
 * the chart library do not resolve CSS variables. Re-resolves when the document's skin changes.
 */
export function useThemeColors(ref: RefObject<HTMLElement | null>, references: readonly string[]): string[] {
  const key = references.join('|');
  const [colors, setColors] = useState<string[]>(() => references.map(() => 'currentColor'));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const resolve = () => {
      const style = getComputedStyle(element);
      setColors(
        key.split('|').map((ref) => style.getPropertyValue(propertyName(ref)).trim() || 'currentColor'),
      );
    };
    resolve();
    const observer = new MutationObserver(resolve);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] });
    return () => observer.disconnect();
  }, [ref, key]);
  return colors;
}
