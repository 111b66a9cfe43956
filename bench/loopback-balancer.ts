import { Agent, createServer, request, type Server } from 'node:http';

/**
 * A round-robin HTTP balancer on loopback, standing for the load balancer in
 * front of several instances: each request goes whole to the next instance,
 * with its headers (X-Forwarded-For included) over kept-alive connections.
 */
export const startLoopbackBalancer = (port: number, targetPorts: readonly number[]): Promise<Server> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = targetPorts[next % targetPorts.length] ?? targetPorts[0];
    next += 1;
    const forward = request({ host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
};
