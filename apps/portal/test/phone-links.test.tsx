/** Tap-to-call and tap-to-SMS on /purchase-resume (issue 18): links only for unlocked contacts, the SMS
 * text from a chosen SMS template rendered for the row's profile, the choice remembered on the device. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';
import { SMS_LINK_TEMPLATE_KEY, dialable, smsHref } from '../src/pages/common/PhoneLinks';
import { API, profile, renderAt } from './marketplace-render';
// Signs in with a token the msw handlers know (mock-access-recruiter).
import { signIn } from './profiles.harness';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.removeItem(SMS_LINK_TEMPLATE_KEY);
});
afterAll(() => server.close());

describe('phone numbers as links', () => {
  it('keeps digits and a leading +, and refuses what is not a number', () => {
    expect(dialable('+1 (415) 555-0100')).toBe('+14155550100');
    expect(dialable('020 7946 0958')).toBe('02079460958');
    expect(dialable('call me')).toBeNull();
    expect(dialable(null)).toBeNull();
    expect(smsHref('+1415', 'Hi Ava & co?')).toBe('sms:+1415?body=Hi%20Ava%20%26%20co%3F');
    expect(smsHref('+1415', null)).toBe('sms:+1415');
  });
});

describe('/purchase-resume: tap-to-call and tap-to-SMS', () => {
  it('links an unlocked number, never a locked one, and fills the chosen SMS template in', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/purchase_resume`, () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            profile({
              id: 11,
              profileId: 11,
              first_name: 'Ava',
              full_name: 'Ava Stone',
              mobile: '+1 415 555 0100',
              isUnlocked: true,
              access: 'rented',
            }),
            profile({
              id: 12,
              profileId: 12,
              first_name: 'Ben',
              full_name: 'Ben Locked',
              mobile: '+1 415 555 0199',
              isUnlocked: false,
              access: 'rented',
            }),
          ],
        }),
      ),
    );
    renderAt('/purchase-resume');
    const call = await screen.findByRole('link', { name: 'Call +1 415 555 0100' });
    expect(call.getAttribute('href')).toBe('tel:+14155550100');
    const sms = screen.getByRole('link', { name: 'Send an SMS to +1 415 555 0100' });
    expect(sms.getAttribute('href')).toBe('sms:+14155550100');
    // The locked row shows no number and no link.
    expect(screen.queryByText('+1 415 555 0199')).toBeNull();
    expect(screen.queryByRole('link', { name: /0199/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /SMS text for tap-to-SMS/ }));
    await user.click(await screen.findByRole('option', { name: 'Quick follow-up' }));
    await waitFor(() =>
      expect(decodeURIComponent(sms.getAttribute('href') ?? '')).toMatch(/^sms:\+14155550100\?body=Hi Ava, /),
    );
    expect(localStorage.getItem(SMS_LINK_TEMPLATE_KEY)).toBe('2');
  });

  it('remembers the template on the device', async () => {
    localStorage.setItem(SMS_LINK_TEMPLATE_KEY, '3');
    signIn();
    server.use(
      http.get(`${API}/api/purchase_resume`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [profile({ first_name: 'Ava', mobile: '+14155550100', isUnlocked: true })],
        }),
      ),
    );
    renderAt('/purchase-resume');
    const sms = await screen.findByRole('link', { name: 'Send an SMS to +14155550100' });
    await waitFor(() =>
      expect(decodeURIComponent(sms.getAttribute('href') ?? '')).toContain(
        'Great news Ava 🎉 your offer for',
      ),
    );
    expect(
      within(document.body).getByRole('button', { name: /SMS text for tap-to-SMS/ }).textContent,
    ).toContain('Offer ready');
  });
});
