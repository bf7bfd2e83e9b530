/** The account's profile and its sections (experience, education, skills, courses, languages, other). */
import type { HttpHandler } from 'msw';
import { userDataFixture, userProfileFixture } from '../fixtures';
import { handle, ok } from '../handle';

export const profileHandlers: HttpHandler[] = [
  handle('getProfile', ({ role }) => userProfileFixture(role!)),
  handle('getUserDetail', ({ role }) => userDataFixture(role!, { refreshToken: '' })),
  handle('getProfileUser', ({ role }) => userProfileFixture(role!)),
  handle('updateProfileUser', ({ role, body }) => ({
    message: 'Profile updated successfully.',
    userData: userDataFixture(role!, { refreshToken: '', ...stripUndefined(body) }),
  })),
  handle('listUserExperience', () => ({
    count: 1,
    results: [
      {
        id: 1,
        created_at: '2026-01-05T09:00:00.000Z',
        job_title: 'Senior Recruiter',
        company: 'Bright Hire LLC',
        start_date: '2021-03',
      },
    ],
  })),
  handle('createUserExperience', ({ body }) => ({ ...body, id: 2, created_at: new Date().toISOString() })),
  handle('updateUserExperience', ({ body, params }) => ({
    ...body,
    id: Number(params.id),
    created_at: '2026-01-05T09:00:00.000Z',
  })),
  handle('deleteUserExperience', () => ok('Deleted successfully.')),
  handle('listUserEducation', () => ({ count: 0, results: [] })),
  handle('createUserEducation', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
  handle('updateUserEducation', ({ body, params }) => ({
    ...body,
    id: Number(params.id),
    created_at: '2026-01-05T09:00:00.000Z',
  })),
  handle('deleteUserEducation', () => ok('Deleted successfully.')),
  handle('listUserSkill', () => ({ count: 0, results: [] })),
  handle('createUserSkill', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
  handle('listCourseAndCertification', () => ({ count: 0, results: [] })),
  handle('createCourseAndCertification', ({ body }) => ({
    ...body,
    id: 1,
    created_at: new Date().toISOString(),
  })),
  handle('deleteCourseAndCertification', () => ok('Deleted successfully.')),
  handle('listLanguages', () => ({ count: 0, results: [] })),
  handle('createLanguages', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
  handle('listOtherPersonal', () => ({ count: 0, results: [] })),
  handle('createOtherPersonal', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
];

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}
