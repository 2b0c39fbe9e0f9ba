/**
 * A door in front of a loopback server, for outage tests: a TCP forwarder on a port of its own on
 * 127.0.0.1. While the door is open, connections are piped to the target; when it is closed nothing
 * listens on that port any more (a connect is refused, ECONNREFUSED, exactly as for a receiver that is
 * down) and connections in flight are cut. Opening it again listens on the same port, so a webhook URL
 * pointing at the door works again without being changed. The webhook suites use it too.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface LoopbackDoor {
  readonly port: number;
  url(path?: string): string;
  isOpen(): boolean;
  /** Connections accepted since the door was made (refused ones never reach it). */
  accepted(): number;
  open(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: Server, port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

export const loopbackDoor = async (targetPort: number, { open = true }: { open?: boolean } = {}): Promise<LoopbackDoor> => {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let server: Server | null = null;

  const makeServer = () =>
    createServer((client) => {
      accepted += 1;
      const upstream = connect(targetPort, '127.0.0.1');
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });

  // Port 0 picks a free port once; later openings reuse it (Node listens with SO_REUSEADDR).
  const first = makeServer();
  await listen(first, 0);
  const { port } = first.address() as { port: number };
  server = first;

  const door: LoopbackDoor = {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    isOpen: () => server !== null,
    accepted: () => accepted,
    open: async () => {
      if (server) return;
      const next = makeServer();
      await listen(next, port);
      server = next;
    },
    close: async () => {
      if (!server) return;
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  if (!open) await door.close();
  return door;
};

/** Resolves with the error code of a plain TCP connect to the port, or 'connected'. */
export const probePort = (port: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
