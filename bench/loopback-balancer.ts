import { Agent, createServer, request, type Server } from 'node:http';

/**
 * How long a kept-alive connection to an instance may sit idle before the balancer closes it: less
 * than the instances' own keep-alive timeout (Node's server default, 5 s, announced as
 * `Keep-Alive: timeout=5`), so the balancer never hands a request to a connection the instance is
 * closing at that moment (it would fail with ECONNRESET and be answered 502). Node 20's agent has no
 * idle timeout of its own unless given one, and then also lowers it to the announced timeout less 1 s.
 */
const IDLE_CONNECTION_MS = 4_000;

/**
 * A round-robin HTTP balancer on loopback, standing for the load balancer in
 * front of several instances: each request goes whole to the next instance,
 * with its headers (X-Forwarded-For included) over kept-alive connections.
 */
export const startLoopbackBalancer = (port: number, targetPorts: readonly number[]): Promise<Server> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_CONNECTION_MS });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = targetPorts[next % targetPorts.length] ?? targetPorts[0];
    next += 1;
    const forward = request({ host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', (error: NodeJS.ErrnoException) => {
      // Said on stderr, so that a 502 in a benchmark line can be told from an instance's own 5xx.
      process.stderr.write(`loopback balancer: 502 for ${incoming.method} ${incoming.url} to :${target}: ${error.code ?? error.message} (kept-alive connection reused: ${forward.reusedSocket})\n`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
};
