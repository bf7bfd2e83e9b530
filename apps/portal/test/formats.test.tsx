import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@talent/ui';
import { useFormats } from '../src/pages/common/useFormats';

function Sample() {
  const formats = useFormats();
  return (
    <p data-testid="sample">
      {formats.date('2026-11-22T12:00:00Z')} | {formats.number(1250.5)} | {formats.date(null)} |{' '}
      {formats.date('not a date')}
    </p>
  );
}

const sample = () => screen.getByTestId('sample').textContent;

describe('dates and numbers follow the reader locale', () => {
  it('writes English by default', () => {
    render(
      <ThemeProvider persist={false} applyToDocument={false}>
        <Sample />
      </ThemeProvider>,
    );
    expect(sample()).toBe('Nov 22, 2026 | 1,250.5 | — | —');
  });

  it('writes the remembered locale, and the page direction follows it', async () => {
    localStorage.setItem('locale', JSON.stringify('de-DE'));
    const { unmount } = render(
      <ThemeProvider>
        <Sample />
      </ThemeProvider>,
    );
    expect(sample()).toBe('22.11.2026 | 1.250,5 | — | —');
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('ltr'));
    unmount();
    localStorage.setItem('locale', JSON.stringify('he-IL'));
    render(
      <ThemeProvider>
        <Sample />
      </ThemeProvider>,
    );
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
  });
});
