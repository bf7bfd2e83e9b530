import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toneClass } from '../../styles/tone.css';
import { ApplicationStatusBadge, applicationStatusTones, jobStatusTones } from './StatusBadge';
import * as stories from './StatusBadge.stories';

const { AllApplicationAndJobStatuses } = composeStories(stories);

afterEach(cleanup);

describe('status badges', () => {
  it('has a tone for each of the nine application codes and the five job statuses', () => {
    expect(Object.keys(applicationStatusTones).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Object.keys(jobStatusTones)).toEqual(['draft', 'open', 'paused', 'closed', 'filled']);
  });

  it('groups the application codes by meaning', () => {
    const groups = { info: [1, 2], accent: [3, 4], positive: [5, 7, 8], critical: [6], neutral: [9] };
    for (const [tone, codes] of Object.entries(groups)) {
      for (const code of codes) {
        render(<ApplicationStatusBadge status={code} label={`code ${code}`} />);
        expect(screen.getByText(`code ${code}`).className).toContain(toneClass[tone as keyof typeof groups]);
      }
    }
  });

  it('renders every status of the gallery story once', () => {
    const { container } = render(<AllApplicationAndJobStatuses />);
    const labels = [...container.querySelectorAll('span')].map((badge) => badge.textContent);
    expect(labels).toHaveLength(14);
    expect(new Set(labels).size).toBe(14);
  });
});
