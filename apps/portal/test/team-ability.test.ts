/** Issue 19: a team member's menu and guards read the permissions the owner granted (userData.ability). */
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../src/app/ability';
import { decide } from '../src/routes/guards';
import { routes, type RouteDef } from '../src/routes/table';

const route = (path: string): RouteDef => routes.find((r) => r.path === path)!;
const base = {
  id: 9,
  full_name: 'Mia Member',
  role: 'freelancer',
  email: 'mia@example.com',
  is_email_verified: true,
  about_company_statement: 'We build.',
  hire_visa_candidates_statement: null,
  equal_employee_opportunity: null,
};

describe('a team member', () => {
  const member = {
    ...base,
    sub_user: 5,
    ability: [
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'F' },
    ],
  };

  it('opens only the granted pages; the team pages (AF) end at /misc/not-authorized', () => {
    const ability = abilityOf(member);
    expect(decide(route('/fl_dashboard'), member, ability)).toEqual({ kind: 'render' });
    expect(decide(route('/user-management'), member, ability)).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(decide(route('/freework'), member, ability)).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
  });

  it('an owner (no sub_user) reads the stored rules the server sent, or the built-in table when none came', () => {
    // The server sends the stored rules of the role (an admin may have narrowed it): they are what counts.
    const narrowed = {
      ...base,
      sub_user: null,
      ability: [
        { action: 'read', subject: 'Auth' },
        { action: 'read', subject: 'F' },
      ],
    };
    expect(decide(route('/user-management'), narrowed, abilityOf(narrowed))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    // userData stored before rules came with it: the built-in freelancer role, which reads AF.
    const older = { ...base, sub_user: null };
    expect(decide(route('/user-management'), older, abilityOf(older))).toEqual({ kind: 'render' });
  });
});
