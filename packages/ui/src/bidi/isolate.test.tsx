import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolate } from './isolate';

afterEach(cleanup);

describe('isolate', () => {
  it('wraps text and numbers in bdi, keeping their text', () => {
    const { container } = render(
      <p>
        {isolate('Ava S.')} {isolate(29)}
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((node) => node.textContent)).toEqual(['Ava S.', '29']);
    expect(container.textContent).toBe('Ava S. 29');
  });

  it('leaves elements, empty values and nothing as they are', () => {
    const { container } = render(
      <p>
        {isolate(<span>x</span>)}
        {isolate(null)}
        {isolate(undefined)}
        {isolate(false)}
      </p>,
    );
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.innerHTML).toBe('<p><span>x</span></p>');
  });
});
