import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from '../src/pages/common/WhenNearViewport';
import { isShown } from './shown';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** An IntersectionObserver the test drives, remembering the margin it was given. */
function stubObserver() {
  const made: Array<{ callback: Callback; margin?: string; disconnected: boolean }> = [];
  class FakeObserver {
    entry: (typeof made)[number];
    constructor(callback: Callback, options?: { rootMargin?: string }) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      made.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return made;
}

function laidOut() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 2000,
    width: 400,
    height: 420,
    top: 2000,
    left: 0,
    right: 400,
    bottom: 2420,
  } as DOMRect);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WhenNearViewport', () => {
  it('shows the placeholder far from the viewport and the content once it comes near, for good', () => {
    const observers = stubObserver();
    laidOut();
    render(
      <WhenNearViewport placeholder={<p>waiting</p>} margin="300px">
        <p>the table</p>
      </WhenNearViewport>,
    );
    expect(isShown(screen.getByText('waiting'))).toBe(true);
    expect(screen.queryByText('the table')).toBeNull();
    expect(observers[0]?.margin).toBe('300px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('the table')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(isShown(screen.getByText('the table'))).toBe(true);
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders the content after a frame where nothing is laid out, at once without IntersectionObserver', async () => {
    stubObserver();
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(
      <WhenNearViewport placeholder={<p>waiting</p>}>
        <p>no layout</p>
      </WhenNearViewport>,
    );
    // Nothing is measured while rendering (no forced layout); the size is read after a frame.
    expect(measure).not.toHaveBeenCalled();
    expect(isShown(screen.getByText('waiting'))).toBe(true);
    expect(isShown(await screen.findByText('no layout'))).toBe(true);
    expect(measure).toHaveBeenCalled();

    vi.stubGlobal('IntersectionObserver', undefined);
    laidOut();
    render(
      <WhenNearViewport placeholder={<p>waiting</p>}>
        <p>no observer</p>
      </WhenNearViewport>,
    );
    expect(isShown(screen.getByText('no observer'))).toBe(true);
  });
});
