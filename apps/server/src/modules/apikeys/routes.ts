/** Personal API keys: list, create (the full key answered once), revoke. `X-Api-Key` requests are
 * authenticated in plugins/contract.ts. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { apiKeyService } from './service';

const apiKeysModule: AppModule = async (app, { ctx }) => {
  const keys = apiKeyService(ctx.db, ctx.dialect, ctx.now);
  route(app, ctx, endpoints.listApiKeys, ({ auth }) => keys.list(auth.self.id));
  route(app, ctx, endpoints.createApiKey, ({ auth, body }) => keys.create(auth.self.id, body.name));
  route(app, ctx, endpoints.revokeApiKey, ({ auth, params }) => keys.revoke(auth.self.id, params.id));
};
export default apiKeysModule;
