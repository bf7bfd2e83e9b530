import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { EmptyState, UploadColumns, emptyKinds, type UploadItem } from '@talent/ui';

/** Issue 25, upload polish: the progress label and bar read one value; empty states picture what is empty. */

const uploading = (progress: number): UploadItem => ({
  id: `u${progress}`,
  name: `resume-${progress}.pdf`,
  size: 1000,
  status: 'uploading',
  progress,
});

function columns(items: UploadItem[]) {
  return render(<UploadColumns items={items} onClearRejected={() => undefined} />);
}

describe('upload progress', () => {
  it.each([0, 37, 80, 99])('says %i% where the bar is %i% full', (progress) => {
    const { unmount } = columns([uploading(progress)]);
    const bar = screen.getByRole('progressbar', { name: `Uploading resume-${progress}.pdf` });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(progress));
    expect(within(bar).getByTestId('upload-progress-label').textContent).toBe(`Uploading ${progress}%`);
    const fill = within(bar).getByTestId('upload-progress-fill') as HTMLElement;
    expect(fill.style.inlineSize).toBe(`${progress}%`);
    unmount();
  });

  it('says Processing with a full, busy bar once every byte is sent (never "100%" beside a shorter bar)', () => {
    columns([uploading(100)]);
    const bar = screen.getByRole('progressbar', { name: 'Processing... resume-100.pdf' });
    // Indeterminate: no value for assistive tech to read as "100%" while the server still works.
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(within(bar).getByTestId('upload-progress-label').textContent).toBe('Processing...');
    expect((within(bar).getByTestId('upload-progress-fill') as HTMLElement).style.inlineSize).toBe('100%');
    expect(screen.queryByText(/Uploading 100%/)).toBeNull();
  });
});

describe('empty states', () => {
  const picture = (heading: HTMLElement) =>
    heading.parentElement?.querySelector('svg')?.getAttribute('data-kind') ?? null;

  it('gives each upload column its own picture', () => {
    columns([]);
    const empties = screen.getAllByRole('heading', { name: 'Nothing here yet', level: 3 });
    expect(empties.map(picture)).toEqual(['upload', 'done', 'file']);
  });

  it('defaults to an open tray, not a trash can, and every kind has a different picture', () => {
    render(<EmptyState title="Nothing" />);
    expect(picture(screen.getByRole('heading', { name: 'Nothing' }))).toBe('empty');
    const paths = emptyKinds.map((kind) => {
      const { container, unmount } = render(<EmptyState title={kind} kind={kind} />);
      const d = container.querySelector('path')?.getAttribute('d');
      unmount();
      return d;
    });
    expect(new Set(paths).size).toBe(emptyKinds.length);
    // The old trash-can outline is gone.
    expect(paths).not.toContain('M3 7h18M5 7l1 13h12l1-13M9 11h6M9 4h6');
  });
});
