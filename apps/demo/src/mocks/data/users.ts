/**
 * The demo layer's users (spec 001 section 3, "User (mock)") and their abilities (section 6): the demo
 * admin may manage everything, the demo client reads ACL and Auth.
 */
export interface DemoAbilityRule {
  action: string;
  subject: string;
}

export interface DemoUser {
  id: number;
  fullName: string;
  username: string;
  password: string;
  email: string;
  role: string;
  ability: DemoAbilityRule[];
  avatar: string;
  extras: { eCommerceCartItemsCount: number };
}

/** What login and refresh send back as `userData`: the user without the password. */
export type DemoUserData = Omit<DemoUser, 'password'>;

export const ADMIN_ABILITY: DemoAbilityRule[] = [{ action: 'manage', subject: 'all' }];
export const CLIENT_ABILITY: DemoAbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];
/** With no user stored, the gallery reads Auth only (spec 001 section 6). */
export const GUEST_ABILITY: DemoAbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** The two sign-ins the gallery's login pages offer (written on the login-basic page). */
export function userFixtures(): DemoUser[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      password: 'admin',
      email: 'admin@demo.com',
      role: 'admin',
      ability: ADMIN_ABILITY,
      avatar: '',
      extras: { eCommerceCartItemsCount: 5 },
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      password: 'client',
      email: 'client@demo.com',
      role: 'client',
      ability: CLIENT_ABILITY,
      avatar: '',
      extras: { eCommerceCartItemsCount: 5 },
    },
  ];
}

export const userDataOf = ({ password: _password, ...data }: DemoUser): DemoUserData => data;
