import { baseUrl, call, keyHeaders } from './http';

/**
 * Every unit of the shared table, page after page through `GET /system/units`: other files add
 * units of their own (and free some by cancelling sales), so the first page no longer holds them all.
 */
export async function allUnits<T = Record<string, unknown>>(): Promise<T[]> {
  const units: T[] = [];
  for (let page = 1; ; page++) {
    const response = await call(`${baseUrl}/system/units?per_page=100&page=${page}`, {
      headers: keyHeaders(),
    });
    const data = response.body.response.data as T[];
    units.push(...data);
    if (data.length < 100) return units;
  }
}
