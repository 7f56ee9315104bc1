// s3rver ships no types; this is the part the cluster test uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  type S3rverOptions = { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] };

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
