import type { ObjectStorageSettings } from '@pitchfit/contracts/env/object-storage';

/** Objects of one bucket by key: the part of S3 the deck bytes use. */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  close(): void;
}

/**
 * The store of the S3_* settings. The SDK takes about 150 ms to load, so only a process with object
 * storage configured loads it, here and in the background: imported at the top of this file, it was
 * loaded by every start of the bundled API and worker, S3 or not.
 */
export function createS3Objects(settings: ObjectStorageSettings): ObjectStore {
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // The SDK's default CRC32 checksums (and their aws-chunked uploads) are not understood by every
      // S3-compatible server; the content hash is verified by our own code where it matters.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
  // A failed load is the first operation's error; until one runs, it is no unhandled rejection.
  loaded.catch(() => undefined);
  const { bucket } = settings;
  return {
    async put(key, bytes) {
      const { sdk, client } = await loaded;
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'application/pdf' }),
      );
    },
    async get(key) {
      const { sdk, client } = await loaded;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await loaded;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: () => {
      void loaded.then(({ client }) => client.destroy()).catch(() => undefined);
    },
  };
}
