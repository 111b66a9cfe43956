import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInObject {
  readonly body: Buffer;
  readonly contentType: string;
}

export interface S3StandIn {
  readonly endpoint: string;
  /** Stored objects by `bucket/key`. */
  readonly objects: ReadonlyMap<string, StandInObject>;
  /** Method and path of every request, in order. */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const NO_SUCH_KEY = (key: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

/**
 * Just enough of the S3 REST API, path-style, for a round trip: PUT, GET and
 * DELETE on /bucket/key, 404 NoSuchKey for a missing object. Signatures are
 * not checked (dummy credentials).
 */
export const startS3StandIn = async (): Promise<S3StandIn> => {
  const objects = new Map<string, StandInObject>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const path = decodeURIComponent(url.pathname.slice(1));
      requests.push(`${request.method ?? ''} /${path}`);
      const body = await readBody(request);
      if (request.method === 'PUT') {
        objects.set(path, { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
        response.writeHead(200, { ETag: '"stand-in"' }).end();
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'GET') {
        const object = objects.get(path);
        if (object === undefined) {
          response.writeHead(404, { 'Content-Type': 'application/xml' }).end(NO_SUCH_KEY(path));
          return;
        }
        response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length }).end(object.body);
        return;
      }
      response.writeHead(405).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
};
