/** The audit log's read endpoint (issue 19). There is no call that writes, edits or deletes an entry. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { readAudit } from './repo';

const auditModule: AppModule = async (app, { ctx }) => {
  route(app, ctx, endpoints.listAudit, ({ query }) =>
    readAudit(
      ctx.db,
      {
        actorId: query.actor_id,
        targetUserId: query.target_user_id,
        action: query.action || undefined,
        from: query.from,
        to: query.to,
      },
      query.limit ?? 25,
      query.offset ?? 0,
    ),
  );
};
export default auditModule;
