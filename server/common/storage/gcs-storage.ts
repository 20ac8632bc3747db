import { IdempotencyStrategy, Storage as GcsClient, type Bucket } from '@google-cloud/storage';
import { CheckResult, probe } from '../health-check.js';
import { Storage, assertSafeKey, roundTrip } from './storage.js';

/** Google Cloud Storage. GCS_API_ENDPOINT points the client at an emulator or a test server. */
export class GcsStorage implements Storage {
  readonly kind = 'gcs' as const;
  private readonly bucket: Bucket;

  constructor(
    private readonly bucketName: string,
    apiEndpoint?: string,
    projectId?: string,
  ) {
    const client = new GcsClient({
      ...(apiEndpoint ? { apiEndpoint } : {}),
      ...(projectId ? { projectId } : {}),
      // RetryAlways: File#save() without a generation precondition otherwise switches retries off client-wide
      // for good. Our puts write whole objects under fresh keys, so retrying them is safe.
      retryOptions: { maxRetries: 2, totalTimeout: 15, idempotencyStrategy: IdempotencyStrategy.RetryAlways },
    });
    this.bucket = client.bucket(bucketName);
  }

  async put(key: string, data: Buffer, contentType: string) {
    await this.bucket.file(assertSafeKey(key)).save(data, { resumable: false, contentType });
  }

  async get(key: string) {
    const [data] = await this.bucket.file(assertSafeKey(key)).download();
    return data;
  }

  async delete(key: string) {
    await this.bucket.file(assertSafeKey(key)).delete({ ignoreNotFound: true });
  }

  check(): Promise<CheckResult> {
    return probe(10000, 'GCS', () => roundTrip(this, `GCS bucket ${this.bucketName}`));
  }
}
