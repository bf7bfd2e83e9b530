/** /my-data and the admins' register of data requests (contract/dataRights.ts) on fixtures. The code is
 * always 1234 here; any token of 16 characters or more is a live session. */
import type { HttpHandler } from 'msw';
import { CODE_SENT_MESSAGE } from '../../contract';
import { NOW, errorResponse, handle, page } from '../handle';
import { dataRequestsFixture, myDataProfilesFixture } from '../dataRightsFixtures';

const known = (id: string | readonly string[] | undefined) =>
  myDataProfilesFixture.some((p) => String(p.id) === String(id));
const notFound = () => errorResponse(404, 'No profile with this address.');

export const dataRightsHandlers: HttpHandler[] = [
  handle('myDataCode', () => ({ message: CODE_SENT_MESSAGE })),
  handle('myDataVerify', ({ body }) =>
    body.otp === '1234'
      ? { token: 'fixture-data-access-token', address: body.address, expires_at: NOW }
      : errorResponse(400, 'Invalid verification code.', { otp: ['Invalid verification code.'] }),
  ),
  handle('myDataProfiles', () => ({ count: myDataProfilesFixture.length, results: myDataProfilesFixture })),
  handle('myDataWithdraw', ({ params }) =>
    known(params.id) ? { message: 'The profile was withdrawn.' } : notFound(),
  ),
  handle('myDataConsent', ({ params }) =>
    known(params.id) ? { message: 'The holder may publish this profile again.' } : notFound(),
  ),
  handle('myDataCorrect', ({ params }) =>
    known(params.id) ? { message: 'The profile was corrected.' } : notFound(),
  ),
  handle('myDataErase', ({ params }) =>
    known(params.id) ? { message: 'The profile was erased.' } : notFound(),
  ),
  handle('myDataDontPublish', () => ({ message: 'Your profile was withdrawn from the marketplace.' })),
  handle('dataRequests', ({ request }) => page(dataRequestsFixture, request.url)),
];
