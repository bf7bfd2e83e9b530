/** Master data routes: every list answers `{ count, results }` with limit/offset and `search`. */
import { endpoints, type EndpointDef } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { answerCache } from './cache';
import { masterData, staticLists, type Item } from './data';
import { cities, location, pageOf, type ListQuery } from './service';

const lookupsModule: AppModule = async (app, { ctx }) => {
  const cache = answerCache();
  const simple: Array<[EndpointDef, () => Item[]]> = [
    [endpoints.skillSet, () => staticLists.skillSet],
    [endpoints.skillType, () => staticLists.skillType],
    [endpoints.skillTypeType, () => staticLists.skillTypeType],
    [endpoints.skillMatch, () => staticLists.skillMatch],
    [endpoints.allSkill, () => staticLists.allSkill],
    [endpoints.technicalSkill, () => staticLists.technicalSkill],
    [endpoints.stateView, () => masterData().states],
    [endpoints.countryAndStateView, () => masterData().countries],
    [endpoints.workAuthorizationView, () => staticLists.workAuthorization],
    [endpoints.prepositionView, () => staticLists.preposition],
    [endpoints.industry, () => staticLists.industry],
    [endpoints.industrySector, () => staticLists.industrySector],
    [endpoints.education, () => staticLists.education],
    [endpoints.jobTitle, () => staticLists.jobTitle],
    [endpoints.workSector, () => staticLists.workSector],
    [endpoints.metro, () => staticLists.metro],
    [endpoints.company, () => staticLists.company],
  ];
  for (const [def, items] of simple) {
    // The table mixes endpoint types, so the query is known only as the shared page query here.
    route(app, ctx, def, ({ query, req }) =>
      cache.answer(req, def.path, query, def.response, () => pageOf(items(), (query ?? {}) as ListQuery)),
    );
  }
  for (const def of [endpoints.cityName, endpoints.cityView, endpoints.cityNameView]) {
    route(app, ctx, def, ({ query, req }) =>
      cache.answer(req, def.path, query, def.response, () => cities(query)),
    );
  }
  route(app, ctx, endpoints.getLocationAttitude, ({ body }) => location(body));
};
export default lookupsModule;
