import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_COD_RULES } from '../../../common/orders/cod-rules';
import { codSettingsOff, type CodSettings } from '../../../common/settings/cod-settings';
import type { DatabaseHandle } from '../../db/client';
import { courierCities } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { codRulesOf, createCodRules } from './cod-rules';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(courierCities);
});

type Row = CodSettings & { codFeeFirstOrderOnly: boolean; updatedAt: Date };
const settings = (overrides: Partial<Row> = {}): Row => ({
  ...codSettingsOff(),
  updatedAt: new Date('2026-12-01T10:00:00Z'),
  ...overrides,
});
const city = (courier: 'postex' | 'trax', id: string, name: string, folded: string) => ({
  courier,
  id,
  name,
  folded,
});

describe('codRulesOf', () => {
  it('is no rule at all while every rule is off, whatever figures are kept', () => {
    expect(codRulesOf(settings({ codFeeAmount: '150.00', codCities: ['Lahore'] }))).toBe(NO_COD_RULES);
  });

  it('reads the amounts in paisa and the fee of the kind chosen', () => {
    expect(
      codRulesOf(
        settings({
          codCitiesLimited: true,
          codCities: ['Lahore'],
          codMinOrder: '1000.00',
          codMaxOrder: '50000.50',
          codFeeKind: 'percent',
          codFeeAmount: '150.00',
          codFeePercent: '2.50',
          codFeeFirstOrderOnly: true,
        }),
      ),
    ).toEqual({
      cities: ['Lahore'],
      minOrderPaisa: 100_000,
      maxOrderPaisa: 5_000_050,
      fee: { kind: 'percent', hundredths: 250, firstOrderOnly: true },
    });
  });
});

describe('createCodRules: the cities', () => {
  const limited = settings({ codCitiesLimited: true, codCities: ['Karachi', 'Quetta'] });

  it("takes the owner's list until a connected courier's list is known", async () => {
    const rules = createCodRules(database.db, { settings: async () => limited, couriers: ['postex'] });
    expect((await rules()).cities).toEqual(['Karachi', 'Quetta']);
    // No courier booked by API: nothing is read.
    const manual = createCodRules(database.db, { settings: async () => limited, couriers: [] });
    expect((await manual()).cities).toEqual(['Karachi', 'Quetta']);
  });

  it("takes the checkout's cities the connected couriers serve, and ignores a courier not connected", async () => {
    await database.db
      .insert(courierCities)
      .values([
        city('postex', '1', 'LAHORE', 'lahore'),
        city('postex', '2', 'D.G. Khan', 'dgkhan'),
        city('postex', '3', 'Dera Ghazi Khan', 'deraghazikhan'),
        city('trax', '9', 'Quetta', 'quetta'),
      ]);
    const rules = createCodRules(database.db, { settings: async () => limited, couriers: ['postex'] });
    expect((await rules()).cities).toEqual(['Dera Ghazi Khan', 'Lahore']);
  });

  it("falls back to the owner's list when the couriers serve none of the checkout's cities", async () => {
    await database.db.insert(courierCities).values([city('postex', '1', 'Mian Channu', 'mianchannu')]);
    const rules = createCodRules(database.db, { settings: async () => limited, couriers: ['postex'] });
    expect((await rules()).cities).toEqual(['Karachi', 'Quetta']);
  });

  it('keeps what it read until the settings are saved again', async () => {
    await database.db.insert(courierCities).values([city('postex', '1', 'Lahore', 'lahore')]);
    let current = limited;
    const rules = createCodRules(database.db, { settings: async () => current, couriers: ['postex'] });
    expect((await rules()).cities).toEqual(['Lahore']);
    await database.db.insert(courierCities).values([city('postex', '2', 'Multan', 'multan')]);
    expect((await rules()).cities).toEqual(['Lahore']);
    current = { ...limited, updatedAt: new Date('2026-12-01T11:00:00Z') };
    expect((await rules()).cities).toEqual(['Lahore', 'Multan']);
  });

  it('reads nothing while cities are not limited', async () => {
    await database.db.insert(courierCities).values([city('postex', '1', 'Lahore', 'lahore')]);
    const rules = createCodRules(database.db, { settings: async () => settings(), couriers: ['postex'] });
    expect(await rules()).toBe(NO_COD_RULES);
  });
});
