/** The landing page's sections for stories, tests and the demo (contract/landing.ts). */
import type { LandingItem, LandingSection, LandingSectionContent } from '../contract/landing';

const item = (title: string, text = '', extra: Partial<LandingItem> = {}): LandingItem => ({
  title,
  text,
  icon: null,
  link_label: null,
  link: null,
  ...extra,
});

const sections: Record<LandingSection, Omit<LandingSectionContent, 'section' | 'updated_at'>> = {
  sliding_window: {
    title: 'Hire from profiles that recruiters already trust',
    subtitle: 'Upload, parse, share and trade resumes in one marketplace.',
    items: [
      item('Find talent faster', 'Search parsed profiles by skill, title and location.', {
        link_label: 'Create your account',
        link: '/register',
      }),
      item('Earn from your collection', 'Publish the profiles you own and earn TAT.', {
        link_label: 'See the plans',
        link: '/pages/pricing',
      }),
      item('Work with freelancers', 'Post a project and pay through escrow.', {
        link_label: 'Get started',
        link: '/register',
      }),
    ],
  },
  market_for_talent: {
    title: 'A market for talent',
    subtitle: 'Everything a hiring team needs.',
    items: [
      item('Resume parsing', 'Files become structured profiles.', { icon: 'file' }),
      item('Marketplace', 'Unlock, rent or buy public profiles.', { icon: 'search' }),
    ],
  },
  our_partner: {
    title: 'Trusted by hiring teams',
    subtitle: '',
    items: [item('Northwind Staffing'), item('Globex Talent'), item('Initech Careers')],
  },
  feature: {
    title: 'Built for the way recruiters work',
    subtitle: '',
    items: [
      item('Upload in bulk', 'Ten files at once.', { icon: 'upload' }),
      item('Privacy by default', 'Contacts stay masked until unlocked.', { icon: 'user' }),
    ],
  },
  waiting_for: {
    title: 'What are you waiting for?',
    subtitle: 'Create a free account in a minute.',
    items: [
      item('Sign up free', '', { link_label: 'Sign up free', link: '/register' }),
      item('See pricing', '', { link_label: 'See pricing', link: '/pages/pricing' }),
    ],
  },
};

export function landingFixture(section: LandingSection): LandingSectionContent {
  return { section, ...sections[section], updated_at: '2026-01-05T09:00:00.000Z' };
}
