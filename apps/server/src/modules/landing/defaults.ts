/** The landing page's first content, written by migration 0041 (admins and editors change it later). */
import type { LandingSection, LandingSectionInput } from '@talent/api';
import type { LANDING_ICONS } from '@talent/api';

const item = (
  title: string,
  text: string,
  extra: { icon?: (typeof LANDING_ICONS)[number]; link_label?: string; link?: string } = {},
) => ({
  title,
  text,
  icon: extra.icon ?? null,
  link_label: extra.link_label ?? null,
  link: extra.link ?? null,
});

export const LANDING_DEFAULTS: Record<LandingSection, LandingSectionInput> = {
  sliding_window: {
    title: 'Hire from profiles that recruiters already trust',
    subtitle: 'Upload, parse, share and trade resumes in one marketplace.',
    items: [
      item('Find talent faster', 'Search thousands of parsed profiles by skill, title and location.', {
        link_label: 'Create your account',
        link: '/register',
      }),
      item(
        'Earn from your collection',
        'Publish the profiles you own and earn TAT each time another recruiter unlocks one.',
        {
          link_label: 'See the plans',
          link: '/pages/pricing',
        },
      ),
      item('Work with freelancers', 'Post a project, compare proposals and pay through escrow.', {
        link_label: 'Get started',
        link: '/register',
      }),
    ],
  },
  market_for_talent: {
    title: 'A market for talent',
    subtitle: 'Everything a hiring team needs between a resume and a signed offer.',
    items: [
      item('Resume parsing', 'PDF, Word, HTML and Outlook files become structured profiles in seconds.', {
        icon: 'file',
      }),
      item('Marketplace', 'Unlock, rent or buy profiles that other recruiters made public.', {
        icon: 'search',
      }),
      item('Jobs and applications', 'Publish jobs and move applicants through your pipeline.', {
        icon: 'check',
      }),
      item('Projects', 'Hire freelancers for fixed-price or hourly work with escrow.', { icon: 'calendar' }),
    ],
  },
  our_partner: {
    title: 'Trusted by hiring teams',
    subtitle: '',
    items: [
      item('Northwind Staffing', ''),
      item('Globex Talent', ''),
      item('Initech Careers', ''),
      item('Umbrella Recruiting', ''),
      item('Acme Hiring', ''),
    ],
  },
  feature: {
    title: 'Built for the way recruiters work',
    subtitle: '',
    items: [
      item('Upload in bulk', 'Drop up to ten files at once; parsing runs in your browser.', {
        icon: 'upload',
      }),
      item('Share from your phone', 'Send resumes to your inbox from any mail client or the share sheet.', {
        icon: 'bell',
      }),
      item('Privacy by default', 'Contacts stay masked until a profile is unlocked.', { icon: 'user' }),
      item('Clear pricing', 'Monthly plans with daily limits, and TAT packs when you need more.', {
        icon: 'circle',
      }),
    ],
  },
  waiting_for: {
    title: 'What are you waiting for?',
    subtitle: 'Create a free account in a minute, or compare the plans first.',
    items: [
      item('Sign up free', '', { link_label: 'Sign up free', link: '/register' }),
      item('See pricing', '', { link_label: 'See pricing', link: '/pages/pricing' }),
    ],
  },
};
