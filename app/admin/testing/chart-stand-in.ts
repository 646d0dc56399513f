import { vi } from 'vitest';

/**
 * uPlot as the component tests meet it: jsdom has no canvas, so a chart draws nothing and the tests
 * check the table that carries its figures. In a test file:
 *
 *   vi.mock('uplot', async () => (await import('../../testing/chart-stand-in')).uplotStandIn);
 *   beforeEach(stubResizeObserver);
 */
export const uplotStandIn = {
  default: class {
    static tzDate = (date: Date) => date;
    static paths = { bars: () => () => null };
    setSize() {}
    destroy() {}
  },
};

/** The observer a chart follows its box's width with, which jsdom has not. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}
