import type { ReactNode } from 'react';
import { Card } from '@talent/ui';
import * as layout from '../../shell/layout.css';

/** The framed card every auth page sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={layout.narrow}>
      <h1>{title}</h1>
      <Card>{children}</Card>
    </div>
  );
}
