/** Spec 001 section 6: the sample permissions and the roles they are assigned to. */
export const permissionRoles = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;
export type PermissionRole = (typeof permissionRoles)[number];

export interface Permission {
  id: number;
  name: string;
  assignedTo: PermissionRole[];
  /** As the template shows it: "14 Apr 2021, 8:43 PM". */
  createdDate: string;
}

export function permissionFixtures(): Permission[] {
  const rows: Array<[string, PermissionRole[], string]> = [
    ['Management', ['administrator'], '14 Apr 2021, 8:43 PM'],
    ['Manage Billing & Roles', ['administrator'], '16 Sep 2021, 5:20 PM'],
    ['Add & Remove Users', ['administrator', 'manager'], '14 Oct 2021, 10:20 AM'],
    ['Project Planning', ['administrator', 'user', 'support'], '14 Oct 2021, 10:20 AM'],
    ['Manage Email Sequences', ['administrator', 'user', 'support'], '23 Aug 2021, 2:00 PM'],
    ['Client Communication', ['administrator', 'manager'], '15 Apr 2021, 11:30 AM'],
    ['Only View', ['administrator', 'restricted-user'], '04 Dec 2021, 8:15 PM'],
    ['Financial Management', ['administrator', 'manager'], '25 Feb 2021, 10:30 AM'],
    ["Manage Others' Tasks", ['administrator', 'support'], '04 Nov 2021, 11:45 AM'],
  ];
  return rows.map(([name, assignedTo, createdDate], i) => ({ id: i + 1, name, assignedTo, createdDate }));
}

/** A date the way the fixtures write it, in English and UTC: "27 Nov 2026, 3:40 AM". */
export function permissionDate(at: Date): string {
  const day = at.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time}`;
}
