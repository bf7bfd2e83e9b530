/** E-mail and SMS templates of the signed-in user (spec 001 section 7 "Messaging": `sms_view/`). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { messageTemplateRepo } from './repo';
import { messageTemplateService } from './service';

const templatesModule: AppModule = async (app, { ctx }) => {
  const templates = messageTemplateService(messageTemplateRepo(ctx.db), ctx.now);

  route(app, ctx, endpoints.messageTemplateList, ({ auth, query }) => templates.list(auth.user.id, query));
  route(app, ctx, endpoints.createMessageTemplate, ({ auth, body }) => templates.create(auth.user.id, body));
  route(app, ctx, endpoints.getMessageTemplate, ({ auth, params }) => templates.get(auth.user.id, params.id));
  route(app, ctx, endpoints.updateMessageTemplate, ({ auth, params, body }) =>
    templates.replace(auth.user.id, params.id, body),
  );
  route(app, ctx, endpoints.deleteMessageTemplate, ({ auth, params }) =>
    templates.remove(auth.user.id, params.id),
  );
};
export default templatesModule;
