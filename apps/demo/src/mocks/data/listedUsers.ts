/**
 * The users list's sample (spec 001 section 3, "Listed user"): 50 users generated from a fixed seed, the
 * same on every load.
 */
import { pickWith, seededRandom } from './random';

export const listedUserRoles = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export const listedUserPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const listedUserStatuses = ['active', 'inactive', 'pending'] as const;
export const billingMethods = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
] as const;
export const avatarColors = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const;

export interface ListedUser {
  id: number;
  billing: (typeof billingMethods)[number];
  fullName: string;
  company: string;
  role: (typeof listedUserRoles)[number];
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: (typeof listedUserPlans)[number];
  status: (typeof listedUserStatuses)[number];
  avatar: string;
  avatarColor: (typeof avatarColors)[number];
}

const firstNames = [
  'Galen',
  'Halsey',
  'Marjory',
  'Cyrill',
  'Maggy',
  'Silvain',
  'Breena',
  'Rosa',
  'Daisy',
  'Kip',
];
const lastNames = [
  'Slixby',
  'Redwall',
  'Sicely',
  'Risby',
  'Hodson',
  'Halstead',
  'Gallemore',
  'Marrs',
  'Unsworth',
];
const companies = [
  'Yotz PVT LTD',
  'Skinder PVT LTD',
  'Oozz PVT LTD',
  'Oba PVT LTD',
  'Leenti PVT LTD',
  'Katz LLC',
];
const countries = ['El Salvador', 'Albania', 'Russia', 'China', 'Pakistan', 'Bolivia', 'Portugal', 'France'];

export const LISTED_USER_COUNT = 50;

export function listedUserFixtures(): ListedUser[] {
  const random = seededRandom(2026);
  const pick = pickWith(random);
  return Array.from({ length: LISTED_USER_COUNT }, (_, i) => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const username = `${first}.${last}${i + 1}`.toLowerCase();
    return {
      id: i + 1,
      billing: pick(billingMethods),
      fullName: `${first} ${last}`,
      company: pick(companies),
      role: pick(listedUserRoles),
      username,
      country: pick(countries),
      contact: `(${String(200 + Math.floor(random() * 700))}) ${String(100 + Math.floor(random() * 900))}-${String(1000 + Math.floor(random() * 9000))}`,
      email: `${username}@example.com`,
      currentPlan: pick(listedUserPlans),
      status: pick(listedUserStatuses),
      avatar: '',
      avatarColor: pick(avatarColors),
    };
  });
}
