import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { GcsStorage } from './gcs-storage.js';
import { LocalStorage } from './local-storage.js';
import { STORAGE, type Storage } from './storage.js';

@Global()
@Module({
  providers: [
    {
      provide: STORAGE,
      inject: [CONFIG],
      useFactory: (c: AppConfig): Storage =>
        c.GCS_BUCKET
          ? new GcsStorage(c.GCS_BUCKET, c.GCS_API_ENDPOINT, c.GCS_PROJECT_ID)
          : new LocalStorage(join(c.dataDir, 'storage')),
    },
  ],
  exports: [STORAGE],
})
export class StorageModule {}
