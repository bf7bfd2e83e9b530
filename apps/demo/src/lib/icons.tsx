/** The few glyphs the demo apps need beyond @talent/ui's icon set (decorative: buttons carry the name). */
const paths = {
  star: 'M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  mailOpen: 'M3 10l9-6 9 6v9H3zM3 10l9 6 9-6',
  folder: 'M3 6h6l2 2h10v10H3z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  send: 'M4 12l16-8-6 16-2.5-6.5z',
  plus: 'M12 5v14M5 12h14',
  restore: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
  chat: 'M4 5h16v11H9l-5 4z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20h.01M17 20h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  filter: 'M4 5h16l-6 7v6l-4 2v-8z',
} as const;

export type DemoIconName = keyof typeof paths;

export function DemoIcon({
  name,
  size = 18,
  filled,
}: {
  name: DemoIconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
