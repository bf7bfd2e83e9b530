import { describe, expect, it } from 'vitest';
import { abilityOfUser, defineAbilityFor, type Role } from '@talent/api/abilities';
import { compactMenu, filterMenu, flattenMenu, type MenuItem } from '@talent/ui';
import { MIN_ENTRIES_FOR_SECTIONS, menuFor } from '../src/shell/menu';
import { routes } from '../src/routes/table';
import { decide, homeFor } from '../src/routes/guards';

const complete = {
  about_company_statement: 'Set',
  hire_visa_candidates_statement: null,
  equal_employee_opportunity: null,
};

function visible(role: Role): string[] {
  const ability = defineAbilityFor(role);
  const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
  return flattenMenu(filterMenu(menuFor(role), can)).map((item) => item.title);
}

describe('side menu per role (spec 2.4)', () => {
  it('shows the job seeker menu to job seekers', () => {
    expect(visible('jobseeker')).toEqual([
      'Dashboard',
      'Upload Profile',
      'Uploaded Profile',
      'Search Job',
      'Applied Job',
    ]);
  });

  it('takes the job seeker to the job search and to the applied jobs (spec 2.4)', () => {
    const ability = defineAbilityFor('jobseeker');
    const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
    const links = Object.fromEntries(
      flattenMenu(filterMenu(menuFor('jobseeker'), can)).map((item) => [item.title, item.navLink]),
    );
    expect(links['Search Job']).toBe('/search_job');
    expect(links['Applied Job']).toBe('/my_applied_job');
  });

  it('shows recruiter-type roles the recruiter menu without job seeker, freelancer and user-admin entries', () => {
    const teamOwners = ['recruitment_agency', 'enterprise', 'freelance_enterprise'] as const;
    for (const role of ['recruiter', ...teamOwners] as const) {
      // Issue 19: the organisations own a team, whose page is their User Management; a lone recruiter has none.
      const team = (teamOwners as readonly string[]).includes(role) ? ['User Management'] : [];
      expect(visible(role), role).toEqual([
        'Dashboard',
        'Upload Profile',
        'Create My Profile',
        'Profile Management',
        'Search My Profile',
        'Market Place',
        'My Rented Profile',
        'Keyword Stream',
        'Domain Exclusions',
        'Keyword Exclusion',
        'Extraction Keyword',
        'Client Management',
        'Job Template',
        'Job Management',
        'Job Applications',
        'Project Job',
        'SMS Template',
        'Phone Plugins',
        'Email Plugins',
        'Candidates Communicated',
        ...team,
        'Wallet',
        'Subscription',
        'Purchase TAT',
        'Profile',
      ]);
    }
  });

  it("opens a team owner's team from User Management, never the admin's user pages (issue 19)", () => {
    for (const role of ['freelancer', 'recruitment_agency', 'enterprise', 'freelance_enterprise'] as const) {
      const ability = defineAbilityFor(role);
      const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
      const links = flattenMenu(filterMenu(menuFor(role), can)).map((entry) => entry.navLink);
      expect(links, role).toContain('/user-management');
      expect(links, role).not.toContain('/apps/user/list');
      expect(links, role).not.toContain('/user-role-management');
    }
    const admin = defineAbilityFor('admin');
    const adminCan = (action: string, subject: string) => admin.can(action as 'read', subject as 'Auth');
    const adminLinks = flattenMenu(filterMenu(menuFor('admin'), adminCan)).map((entry) => entry.navLink);
    expect(adminLinks).toContain('/apps/user/list');
    expect(adminLinks).not.toContain('/user-management');
  });

  it('gives the admin the recruiter screens plus user administration', () => {
    const admin = visible('admin');
    expect(admin).toContain('Market Place');
    expect(admin).toContain('Users');
    expect(admin).not.toContain('Search Job');
  });

  it('gives the editor the resume screens and the blog, and the freelancer its own', () => {
    expect(visible('editor')).toEqual([
      'Upload Profile',
      'Create My Profile',
      'Profile Management',
      'Search My Profile',
      'Keyword Stream',
      'Domain Exclusions',
      'Keyword Exclusion',
      'Extraction Keyword',
      'Project Job',
      // Issue 20: admins and editors write the blog.
      'Blog',
      'Write a Post',
      // Issue 43: and design with the template gallery.
      'Template Gallery',
      'E-mail',
      'Chat',
      'Calendar',
      'Invoices',
      'E-commerce',
      'Profile',
    ]);
    expect(visible('admin')).toContain('Write a Post');
    expect(visible('recruiter')).not.toContain('Write a Post');
    expect(visible('freelancer')).toEqual([
      'Dashboard',
      'Project Job',
      'Manage work',
      // Issue 19: the freelancer's User Management is their team, not the admin's user pages.
      'User Management',
      'Profile',
    ]);
    expect(visible('client')).toEqual(['Dashboard', 'Profile']);
  });

  it('takes the freelancer to its freelancer profile, the others to their account (issue 17)', () => {
    const linkOf = (role: Role, title: string) => {
      const ability = defineAbilityFor(role);
      const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
      return flattenMenu(filterMenu(menuFor(role), can)).find((entry) => entry.title === title)?.navLink;
    };
    expect(linkOf('freelancer', 'Profile')).toBe('/freelancer_profile');
    expect(linkOf('freelancer', 'Dashboard')).toBe('/fl_dashboard');
    expect(linkOf('freelancer', 'User Management')).toBe('/user-management');
    expect(linkOf('freelancer', 'Project Job')).toBe('/freework');
    expect(linkOf('freelancer', 'Manage work')).toBe('/manage_project');
    expect(linkOf('recruiter', 'Profile')).toBe('/pages/profile');
    expect(linkOf('client', 'Profile')).toBe('/pages/profile');
  });

  it('groups a long menu into sections and leaves a short one flat (issue 25)', () => {
    const shown = (role: Role) => {
      const ability = defineAbilityFor(role);
      const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
      return compactMenu(filterMenu(menuFor(role), can), MIN_ENTRIES_FOR_SECTIONS).map((entry) =>
        entry.children ? `${entry.title}: ${entry.children.map((c) => c.title).join(', ')}` : entry.title,
      );
    };
    expect(shown('recruiter')).toEqual([
      'Dashboard',
      'Profiles: Upload Profile, Create My Profile, Profile Management, Search My Profile',
      'Marketplace: Market Place, My Rented Profile',
      'Keywords: Keyword Stream, Domain Exclusions, Keyword Exclusion, Extraction Keyword',
      'Hiring: Client Management, Job Template, Job Management, Job Applications, Project Job',
      'Communication: SMS Template, Phone Plugins, Email Plugins, Candidates Communicated',
      'Account: Wallet, Subscription, Purchase TAT, Profile',
    ]);
    expect(shown('admin')).toContain(
      'User Management: Users, User Role Management, Audit Log, Data Requests, Data Retention, User Service Management',
    );
    // A section left with one entry shows the entry itself.
    expect(shown('editor')).toEqual([
      'Profiles: Upload Profile, Create My Profile, Profile Management, Search My Profile',
      'Keywords: Keyword Stream, Domain Exclusions, Keyword Exclusion, Extraction Keyword',
      'Project Job',
      'Blog: Blog, Write a Post',
      'Templates: Template Gallery, E-mail, Chat, Calendar, Invoices, E-commerce',
      'Profile',
    ]);
    // Five entries: flat, in the menu's order; the freelancer's User Management is their team (issue 19).
    expect(shown('freelancer')).toEqual([
      'Dashboard',
      'Project Job',
      'Manage work',
      'User Management',
      'Profile',
    ]);
    expect(shown('jobseeker')).toEqual(visible('jobseeker'));
  });

  it('only links to routes the role may open', () => {
    const byPath = new Map(routes.map((r) => [r.path, r]));
    const roles: Role[] = [
      'admin',
      'editor',
      'client',
      'jobseeker',
      'freelancer',
      'recruiter',
      'recruitment_agency',
      'enterprise',
      'freelance_enterprise',
    ];
    for (const role of roles) {
      const ability = defineAbilityFor(role);
      const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
      const items: MenuItem[] = flattenMenu(filterMenu(menuFor(role), can));
      for (const item of items) {
        // The template gallery is another app (apps/demo under /demo/), opened by a whole page load.
        if (item.externalLink) continue;
        const route = byPath.get(item.navLink ?? '');
        expect(route, `${role}: ${item.navLink}`).toBeDefined();
        if (route)
          expect(decide(route, { role, ...complete }, ability), `${role}: ${item.navLink}`).toEqual({
            kind: 'render',
          });
      }
    }
  });
});

describe('the Templates section (spec 000 "plus demo entries", issue 43)', () => {
  const links = (role: Role) => {
    const ability = defineAbilityFor(role);
    const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');
    return flattenMenu(filterMenu(menuFor(role), can));
  };

  it('opens the template gallery under /demo/ with a whole page load, for admins and editors only', () => {
    for (const role of ['admin', 'editor'] as const) {
      const gallery = links(role).filter((entry) => entry.navLink?.startsWith('/demo/'));
      expect(
        gallery.map((entry) => entry.navLink),
        role,
      ).toEqual([
        '/demo/gallery',
        '/demo/apps/email',
        '/demo/apps/chat',
        '/demo/apps/calendar',
        '/demo/apps/invoice/list',
        '/demo/apps/ecommerce/shop',
      ]);
      expect(
        gallery.every((entry) => entry.externalLink && !entry.newTab),
        role,
      ).toBe(true);
    }
    const others: Role[] = [
      'recruiter',
      'recruitment_agency',
      'enterprise',
      'jobseeker',
      'freelancer',
      'client',
    ];
    for (const role of others) {
      expect(
        links(role).some((entry) => entry.navLink?.startsWith('/demo/')),
        role,
      ).toBe(false);
    }
  });

  it('reaches Candidates Communicated from the Communication section', () => {
    const entry = links('recruiter').find((e) => e.title === 'Candidates Communicated');
    expect(entry?.navLink).toBe('/candidates_communicated');
    expect(links('jobseeker').some((e) => e.navLink === '/candidates_communicated')).toBe(false);
  });
});

describe('a custom role (issue 19): the menu and the guards read the stored rules', () => {
  // "Reviewer": read on RAE only (the rules the server sends in userData), held with the neutral client role.
  const user = {
    role: 'client',
    custom_role: true,
    ability: [{ action: 'read', subject: 'RAE' }],
    // No company statements: a custom role is not forced to /profile.
    about_company_statement: null,
    hire_visa_candidates_statement: null,
    equal_employee_opportunity: null,
  };
  const ability = abilityOfUser(user);
  const can = (action: string, subject: string) => ability.can(action as 'read', subject as 'Auth');

  it('shows only the pages the rules read', () => {
    expect(flattenMenu(filterMenu(menuFor(user.role, user.custom_role), can)).map((i) => i.title)).toEqual([
      'Upload Profile',
      'Create My Profile',
      'Profile Management',
      'Search My Profile',
      'Keyword Stream',
      'Domain Exclusions',
      'Keyword Exclusion',
      'Extraction Keyword',
    ]);
  });

  it('sends other pages to /misc/not-authorized and lands on the first page family it reads', () => {
    const route = (path: string) => routes.find((r) => r.path === path)!;
    expect(decide(route('/resume-management'), user, ability)).toEqual({ kind: 'render' });
    expect(decide(route('/wallet'), user, ability)).toEqual({ kind: 'redirect', to: '/misc/not-authorized' });
    expect(decide(route('/apps/user/list'), user, ability)).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(homeFor(user)).toBe('/resume-management');
  });
});
