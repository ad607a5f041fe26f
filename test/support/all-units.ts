import { baseUrl, call, keyHeaders } from './http';

/**
 * Every record of a system list of the shared table, page after page (`GET {base_url}/system/<list>`):
 * other files add records of their own, so the first page no longer holds the seeded ones. `read`
 * takes a page's records out of its body (and may check them against their schema).
 */
export async function allPages<T>(
  list: string,
  read: (body: any) => T[] = (body) => body.response.data as T[],
): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; ; page++) {
    const response = await call(`${baseUrl}/system/${list}?per_page=100&page=${page}`, {
      headers: keyHeaders(),
    });
    const data = read(response.body);
    records.push(...data);
    if (data.length < 100) return records;
  }
}

/** Every unit of the shared table (other files add units of their own, and free some by cancelling sales). */
export const allUnits = <T = Record<string, unknown>>(): Promise<T[]> => allPages<T>('units');

interface SaleableUnit {
  status: string;
  is_for_rent: boolean;
}

/** The units for sale as staff see them: available and not for rent. */
const saleableUnits = async <T extends SaleableUnit>(): Promise<T[]> =>
  (await allUnits<T>()).filter((unit) => unit.status === 'available' && !unit.is_for_rent);

/**
 * Runs `check` on the units for sale; when it fails and the list moved meanwhile (a file running
 * beside this one added, held or sold a unit), reads and checks again. A failure over a steady list
 * is a failure.
 */
export async function onSteadyUnits<T extends SaleableUnit>(check: (saleable: T[]) => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    const before = await saleableUnits<T>();
    try {
      await check(before);
      return;
    } catch (error) {
      const moved = JSON.stringify(await saleableUnits<T>()) !== JSON.stringify(before);
      if (!moved || attempt === 10) throw error;
    }
  }
}
