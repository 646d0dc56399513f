import { describe, expect, it } from 'vitest';
import { formatFileSize, orderNumber } from './format';

describe('admin formats', () => {
  it('writes file sizes in binary units, as the upload limits are written', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });

  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumber('0f3a9c21-aaaa-bbbb-cccc-dddddddddddd')).toBe('0f3a9c21');
  });
});
