/** Master data lists: paging and search, city filters, and the location of a ZIP code or city. */
import type { z } from 'zod';
import type { endpoints } from '@talent/api';
import { notFound } from '../../lib/errors';
import { citiesForAreaCode, masterData, type City } from './data';

export interface ListQuery {
  limit?: number;
  offset?: number;
  search?: string;
}

/** `{ count, results }` of the items whose name contains `search`, from `offset`, at most `limit`. */
export function pageOf<T extends { name: string }>(items: T[], q: ListQuery) {
  const search = q.search?.trim().toLowerCase();
  const filtered = search ? items.filter((i) => i.name.toLowerCase().includes(search)) : items;
  const offset = q.offset ?? 0;
  const limit = q.limit ?? filtered.length;
  return { count: filtered.length, results: filtered.slice(offset, offset + limit) };
}

type CityQuery = z.infer<(typeof endpoints)['cityName']['query']>;
type LocationBody = z.infer<(typeof endpoints)['getLocationAttitude']['body']>;

/** Cities of an area code (or all), narrowed by state (code or name) and ZIP code. */
export function cities(query: CityQuery) {
  let list: City[] = query.areacode ? citiesForAreaCode(query.areacode) : masterData().cities;
  if (query.state) {
    const st = query.state.toUpperCase();
    list = list.filter((c) => c.state === st || c.state_name.toUpperCase() === st);
  }
  if (query.zipcode) list = list.filter((c) => c.zipcodes.includes(query.zipcode!));
  return pageOf(list, query);
}

/** Latitude and longitude of a ZIP code, or of a city's first ZIP code. */
export function location(body: LocationBody) {
  const { zips, cities: all } = masterData();
  let zip = body.zipcode ? zips[body.zipcode] : undefined;
  if (!zip && body.city && body.state) {
    const st = body.state.toUpperCase();
    const city = all.find(
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
}
