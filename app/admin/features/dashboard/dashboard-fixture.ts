import type { Dashboard } from '../../../../common/admin/dashboard-schemas';

/** A shop's dashboard answer for the component tests: every card, list and day filled in. */
export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  const daily = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 24 + i));
    return { date: day.toISOString().slice(0, 10), orders: i % 3, revenue: `${(i % 3) * 6500}.00` };
  });
  return {
    cod: {
      awaitingConfirmation: 12,
      decided: 200,
      confirmationRate: 0.845,
      delivered: 150,
      returned: 30,
      returnRate: 1 / 6,
      returnsByCity: [
        { city: 'Karachi', delivered: 80, returned: 20, returnRate: 0.2 },
        { city: 'Lahore', delivered: 70, returned: 10, returnRate: 0.125 },
      ],
      withCouriers: 9,
      cashWithCouriers: '58500.00',
    },
    totalOrders: 1234,
    pendingOrders: 12,
    totalRevenue: '17000.00',
    deliveredRevenue: '9500.00',
    products: 8,
    lowStock: 3,
    outOfStock: 1,
    recentOrders: [
      {
        id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
        customerName: 'Ayesha Khan',
        createdAt: '2026-11-22T10:30:00.000Z',
        total: '6500.00',
        status: 'pending',
      },
      {
        id: '7c8d9e0f-1a2b-4c3d-8e5f-6a7b8c9d0e1f',
        customerName: 'Bilal Ahmed',
        createdAt: '2026-11-21T08:00:00.000Z',
        total: '10500.00',
        status: 'completed',
      },
    ],
    inventoryAlerts: [
      { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'Sidr Honey', slug: 'sidr-honey', stock: 0 },
      {
        id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
        name: 'Black Seed Oil',
        slug: 'black-seed-oil',
        stock: 4,
      },
    ],
    daily,
    ...overrides,
  };
}
