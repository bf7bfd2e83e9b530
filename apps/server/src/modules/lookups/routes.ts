/** Master data routes: every list answers `{ count, results }` with limit/offset and `search`. */
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointDef } from '@talent/api';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { route } from '../../plugins/contract';
import { citiesForAreaCode, masterData, staticLists, type City, type Item } from './data';

export function pageOf<T extends { name: string }>(
  items: T[],
  q: { limit?: number; offset?: number; search?: string },
) {
  const search = q.search?.trim().toLowerCase();
  const filtered = search ? items.filter((i) => i.name.toLowerCase().includes(search)) : items;
  const offset = q.offset ?? 0;
  const limit = q.limit ?? filtered.length;
  return { count: filtered.length, results: filtered.slice(offset, offset + limit) };
}

export function registerLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
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
    route(app, ctx, def, ({ query }) =>
      pageOf(items(), (query ?? {}) as { limit?: number; offset?: number; search?: string }),
    );
  }

  for (const def of [endpoints.cityName, endpoints.cityView, endpoints.cityNameView]) {
    route(app, ctx, def, ({ query }) => {
      let cities: City[] = query.areacode ? citiesForAreaCode(query.areacode) : masterData().cities;
      if (query.state) {
        const st = query.state.toUpperCase();
        cities = cities.filter((c) => c.state === st || c.state_name.toUpperCase() === st);
      }
      if (query.zipcode) cities = cities.filter((c) => c.zipcodes.includes(query.zipcode!));
      return pageOf(cities, query);
    });
  }

  route(app, ctx, endpoints.getLocationAttitude, ({ body }) => {
    const { zips, cities } = masterData();
    let zip = body.zipcode ? zips[body.zipcode] : undefined;
    if (!zip && body.city && body.state) {
      const st = body.state.toUpperCase();
      const city = cities.find(
        (c) =>
          c.name.toLowerCase() === body.city!.trim().toLowerCase() &&
          (c.state === st || c.state_name.toUpperCase() === st),
      );
      zip = city ? zips[city.zipcodes[0]!] : undefined;
    }
    if (!zip) throw notFound('Location not found.');
    return {
      latitude: zip.latitude,
      longitude: zip.longitude,
      city: zip.city,
      state: zip.state,
      zipcode: zip.zip,
    };
  });
}
