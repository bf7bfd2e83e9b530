import { describe, expect, it } from 'vitest';
import { composeClassName, cx } from './cx';

describe('class names', () => {
  it('joins the names that are set', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('puts the base class first, then a caller class given as a string', () => {
    const compose = composeClassName<{ isInvalid: boolean }>('mine', 'base');
    expect(compose({ isInvalid: false })).toBe('base mine');
  });

  it('calls a caller class function with the render props', () => {
    const compose = composeClassName<{ isInvalid: boolean }>(
      ({ isInvalid }) => (isInvalid ? 'bad' : ''),
      'base',
    );
    expect(compose({ isInvalid: true })).toBe('base bad');
    expect(compose({ isInvalid: false })).toBe('base');
  });

  it('gives the base class alone when the caller sets none', () => {
    expect(composeClassName<{ isInvalid: boolean }>(undefined, 'base')({ isInvalid: false })).toBe('base');
  });
});
