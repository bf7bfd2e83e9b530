import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toneClass } from '../../styles/tone.css';
import { Alert, alertTones } from './Alert';
import * as stories from './Alert.stories';

const { Tones, WithTitleAndAction } = composeStories(stories);

afterEach(cleanup);

describe('Alert', () => {
  it('interrupts for a critical message and waits politely for the others', () => {
    render(<Tones />);
    expect(screen.getAllByRole('alert').map((node) => node.dataset.tone)).toEqual(['critical']);
    expect(screen.getAllByRole('status').map((node) => node.dataset.tone)).toEqual(
      alertTones.filter((tone) => tone !== 'critical'),
    );
  });

  it('colours itself with its tone and hides the icon from assistive tech', () => {
    render(<Alert tone="positive">Saved</Alert>);
    const alert = screen.getByRole('status');
    expect(alert.className).toContain(toneClass.positive);
    expect(alert.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(alert.textContent).toBe('Saved');
  });

  it('shows no icon when asked, and takes an explicit role', () => {
    render(
      <Alert tone="critical" role="note" icon={null}>
        Heads up
      </Alert>,
    );
    const note = screen.getByRole('note');
    expect(note.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the title before the message and the action after it', () => {
    render(<WithTitleAndAction />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      'Not enough TATThis profile costs 25 TAT; your wallet holds 10 TAT.Purchase TAT',
    );
    expect(status.lastElementChild?.contains(screen.getByRole('button', { name: 'Purchase TAT' }))).toBe(
      true,
    );
  });
});
