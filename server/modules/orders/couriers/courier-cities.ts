import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { ApiCourierKey, CourierCity } from './courier-api';
import type { CourierClients } from './courier-clients';
import { courierCities } from './couriers.tables';

/** A city name as matched across lists: "D.G. Khan", "DG KHAN" and "dg-khan" are one. */
export function foldCityName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Each courier's own city list, fetched and kept (decision 031): a booking names the courier's city, by
 * its id or its spelling, and an order for a city the courier does not list is refused before the call.
 */
export function createCourierCityBook(db: Database, clients: CourierClients) {
  async function refresh(courier: ApiCourierKey): Promise<number> {
    const api = clients.api(courier);
    if (!api) return 0;
    const cities = await api.cities();
    // An empty list is a fault on the courier's side, not a courier that serves nowhere: keep the old one.
    if (!cities.length) return 0;
    const unique = new Map(cities.map((city) => [city.id, city]));
    await db.transaction(async (tx) => {
      await tx.delete(courierCities).where(eq(courierCities.courier, courier));
      const rows = [...unique.values()].map((city) => ({
        courier,
        id: city.id,
        name: city.name,
        folded: foldCityName(city.name),
      }));
      for (let i = 0; i < rows.length; i += 500)
        await tx.insert(courierCities).values(rows.slice(i, i + 500));
    });
    return unique.size;
  }

  async function lookUp(courier: ApiCourierKey, folded: string): Promise<CourierCity | null> {
    const [city] = await db
      .select({ id: courierCities.id, name: courierCities.name })
      .from(courierCities)
      .where(and(eq(courierCities.courier, courier), eq(courierCities.folded, folded)))
      .limit(1);
    return city ?? null;
  }

  async function hasList(courier: ApiCourierKey): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(courierCities)
      .where(eq(courierCities.courier, courier))
      .limit(1);
    return Boolean(row);
  }

  return {
    refresh,
    /** The courier's city for the shop's city name, or null when the courier does not list it. */
    async find(courier: ApiCourierKey, city: string): Promise<CourierCity | null> {
      const folded = foldCityName(city);
      if (!folded) return null;
      const found = await lookUp(courier, folded);
      if (found || (await hasList(courier))) return found;
      // The first booking with a courier fetches its list (then the schedule refreshes it daily).
      await refresh(courier);
      return lookUp(courier, folded);
    },
  };
}

export type CourierCityBook = ReturnType<typeof createCourierCityBook>;
