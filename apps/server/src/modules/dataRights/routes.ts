/** /my-data (issue 44 part A): the person in a resume proves an address, then sees and acts on the profiles
 * carrying it; the notice's one-click link; the admins' register of requests. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import { CODES_SENT, CODE_CHECKS } from '../auth/service';
import type { AppModule } from '../module';
import { profileFiles } from '../resumes/files';
import { accessService } from './access';
import { noticeService } from './notice';
import { dataRightsRepo } from './repo';
import { dataRightsService } from './service';

const dataRightsModule: AppModule = async (app, { ctx }) => {
  const access = accessService(dataRightsRepo(ctx.db), ctx.mail, ctx.now, {
    // The auth codes' counters: a code sent here counts against the same recipient's budget.
    sends: new Limiter(app.rateCounters, 'codes-sent', CODES_SENT),
    codeChecks: new Limiter(app.rateCounters, 'code-checks', CODE_CHECKS),
  });
  const rights = dataRightsService({ db: ctx.db, files: profileFiles(ctx.files), now: ctx.now });
  const notices = noticeService(ctx.db, ctx.mail, ctx.now, ctx.config.publicUrl);

  route(app, ctx, endpoints.myDataCode, ({ body }) => access.sendCode(body.address));
  route(app, ctx, endpoints.myDataVerify, ({ body }) => access.verify(body.address, body.otp));
  route(app, ctx, endpoints.myDataProfiles, async ({ body }) =>
    rights.list(await access.addressOf(body.token)),
  );
  route(app, ctx, endpoints.myDataWithdraw, async ({ body, params }) =>
    rights.withdraw(await access.addressOf(body.token), params.id),
  );
  route(app, ctx, endpoints.myDataConsent, async ({ body, params }) =>
    rights.consent(await access.addressOf(body.token), params.id),
  );
  route(app, ctx, endpoints.myDataCorrect, async ({ body, params }) =>
    rights.correct(await access.addressOf(body.token), params.id, body.fields),
  );
  route(app, ctx, endpoints.myDataErase, async ({ body, params }) =>
    rights.erase(await access.addressOf(body.token), params.id),
  );
  route(app, ctx, endpoints.myDataDontPublish, ({ params }) => notices.dontPublish(params.token));
  route(app, ctx, endpoints.dataRequests, ({ query }) =>
    rights.requests(query.kind, query.limit ?? 25, query.offset ?? 0),
  );
};
export default dataRightsModule;
