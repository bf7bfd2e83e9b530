import type { CSSProperties, ReactNode } from 'react';
import { skins, type Skin } from '../theme/tokens';
import * as styles from './SkinGrid.css';

export interface SkinGridProps {
  /** The same content in each skin; a function gets the skin (for unique labels per panel). */
  children: ReactNode | ((skin: Skin) => ReactNode);
  /** Minimum panel height (for overlays and shells). */
  minHeight?: number;
  /** One column instead of a responsive grid (wide components). */
  stacked?: boolean;
}

/** The four skins side by side, each in its own `data-skin` scope (the Skins story of every component). */
export function SkinGrid({ children, minHeight, stacked }: SkinGridProps) {
  const panelStyle: CSSProperties | undefined = minHeight ? { minHeight } : undefined;
  return (
    <div className={styles.grid} style={stacked ? { gridTemplateColumns: '1fr' } : undefined}>
      {skins.map((skin) => (
        <div key={skin} data-skin={skin} className={styles.panel} style={panelStyle}>
          <p className={styles.panelTitle}>{skin}</p>
          {typeof children === 'function' ? children(skin) : children}
        </div>
      ))}
    </div>
  );
}
