import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './HistoryTimeline.stories';

const { Default } = composeStories(stories);

afterEach(cleanup);

const times = () => [...document.querySelectorAll('time')].map((time) => time.textContent);

describe('HistoryTimeline dates', () => {
  it("formats Date values in the app's locale, not a fixed one", () => {
    render(
      <I18nProvider locale="de-DE">
        <Default dateFormat={{ dateStyle: 'medium', timeZone: 'UTC' }} />
      </I18nProvider>,
    );
    expect(times()).toEqual(['02.11.2026', '04.11.2026', '12.11.2026']);
  });

  it('takes the date format from the caller', () => {
    render(
      <I18nProvider locale="en-US">
        <Default dateFormat={{ dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }} />
      </I18nProvider>,
    );
    expect(times()[1]).toBe('November 4, 2026 at 2:30 PM');
    expect(screen.getByRole('list', { name: 'Status history' }).children).toHaveLength(3);
  });
});
