import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './Card';

afterEach(cleanup);

describe('Card', () => {
  it('is a region named by its title', () => {
    render(
      <>
        <Card title="Earnings">a</Card>
        <Card title="Uploads">b</Card>
      </>,
    );
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Earnings' }).textContent).toContain('a');
    expect(screen.getByRole('region', { name: 'Uploads' }).textContent).toContain('b');
  });

  it('is no landmark without a title or a label, and takes a label instead of a title', () => {
    const { rerender } = render(<Card>plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<Card aria-label="Filters">labelled</Card>);
    expect(screen.getByRole('region', { name: 'Filters' }).textContent).toBe('labelled');
  });
});
