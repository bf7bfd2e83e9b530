/** Per-user exclusion lists (keyword exclusion, blocked keywords, blocked domains, experience keywords):
 * the four lists share one set of rules and differ in their `kind` and the field that names the value. */
import type { FastifyInstance } from 'fastify';
import { endpoints, type MessageBody, type PageQuery } from '@talent/api';
import type { AppContext } from '../../context';
import { route, type SignedInEndpoint } from '../../plugins/contract';
import type { AppModule } from '../module';
import { exclusionRepo, type ListKind, type ListRow } from './repo';
import { exclusionService, type ExclusionService, type ListField } from './service';

type Item<F extends ListField> = { id: number; created_at: string } & Record<F, string>;

interface ListEndpoints<F extends ListField> {
  list: SignedInEndpoint<{ query: PageQuery; response: { count: number; results: Item<F>[] } }>;
  create: SignedInEndpoint<{ body: Record<F, string>; response: Item<F> }>;
  update: SignedInEndpoint<{ params: { id: number }; body: Record<F, string>; response: Item<F> }>;
  remove: SignedInEndpoint<{ params: { id: number }; response: MessageBody }>;
}

interface ListSpec<F extends ListField> {
  kind: ListKind;
  field: F;
  defs: ListEndpoints<F>;
  /** The answer's shape: the value under the list's field name. */
  item: (row: ListRow) => Item<F>;
}

function listRoutes<F extends ListField>(
  app: FastifyInstance,
  ctx: AppContext,
  lists: ExclusionService,
  { kind, field, defs, item }: ListSpec<F>,
): void {
  route(app, ctx, defs.list, async ({ auth, query }) => {
    const { count, rows } = await lists.list(auth.user.id, kind, query);
    return { count, results: rows.map(item) };
  });
  route(app, ctx, defs.create, async ({ auth, body }) =>
    item(await lists.add(auth.user.id, kind, field, body[field])),
  );
  route(app, ctx, defs.update, async ({ auth, params, body }) =>
    item(await lists.change(auth.user.id, kind, field, params.id, body[field])),
  );
  route(app, ctx, defs.remove, ({ auth, params }) => lists.remove(auth.user.id, kind, params.id));
}

const keywordItem = (r: ListRow): Item<'keyword'> => ({
  id: r.id,
  keyword: r.value,
  created_at: r.created_at,
});
const domainItem = (r: ListRow): Item<'domain'> => ({ id: r.id, domain: r.value, created_at: r.created_at });

const exclusionsModule: AppModule = async (app, { ctx }) => {
  const lists = exclusionService(exclusionRepo(ctx.db), ctx.now);
  listRoutes(app, ctx, lists, {
    kind: 'block_keyword',
    field: 'keyword',
    item: keywordItem,
    defs: {
      list: endpoints.listBlockKeyword,
      create: endpoints.createBlockKeyword,
      update: endpoints.updateBlockKeyword,
      remove: endpoints.deleteBlockKeyword,
    },
  });
  listRoutes(app, ctx, lists, {
    kind: 'keyword_exclusion',
    field: 'keyword',
    item: keywordItem,
    defs: {
      list: endpoints.listKeywordExclusion,
      create: endpoints.createKeywordExclusion,
      update: endpoints.updateKeywordExclusion,
      remove: endpoints.deleteKeywordExclusion,
    },
  });
  listRoutes(app, ctx, lists, {
    kind: 'block_domain',
    field: 'domain',
    item: domainItem,
    defs: {
      list: endpoints.listBlockDomain,
      create: endpoints.createBlockDomain,
      update: endpoints.updateBlockDomain,
      remove: endpoints.deleteBlockDomain,
    },
  });
  listRoutes(app, ctx, lists, {
    kind: 'experience',
    field: 'keyword',
    item: keywordItem,
    defs: {
      list: endpoints.listExperienceKeyword,
      create: endpoints.createExperienceKeyword,
      update: endpoints.updateExperienceKeyword,
      remove: endpoints.deleteExperienceKeyword,
    },
  });
};
export default exclusionsModule;
