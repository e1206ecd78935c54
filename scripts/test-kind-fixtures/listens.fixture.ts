import { createServer } from 'node:http';
import { expect, it } from 'vitest';

it('serves on 127.0.0.1', async () => {
  const server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  await new Promise((resolve) => server.close(resolve));
});
