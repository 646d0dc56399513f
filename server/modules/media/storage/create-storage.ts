import { join } from 'node:path';
import type { Config } from '../../../config';
import { createDiskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

/** The storage the configuration names: S3 when `S3_*` is set, else DATA_DIR/uploads. */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createDiskStorage(join(config.dataDir, 'uploads'));
}
