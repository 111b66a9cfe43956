import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the database that the drill can cut: `stop()` is
 * what the shop sees when the database server stops (every connection
 * closed, new ones refused at once); `start()` lets traffic through again.
 */
export interface TcpProxy {
  readonly port: number;
  stop(): void;
  start(): void;
  close(): Promise<void>;
}

export const startTcpProxy = async (listenPort: number, target: { host: string; port: number }): Promise<TcpProxy> => {
  let open = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (!open) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  return {
    port: listenPort,
    stop: () => {
      open = false;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    start: () => {
      open = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
