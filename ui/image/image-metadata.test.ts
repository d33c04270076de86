import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createImageHostPolicy } from '@/features/images/image-hosts';
import { imageMetadata } from './image-metadata';

let server: Server;
let origin: string;

beforeAll(async () => {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/images/a.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = () => ({
  policy: createImageHostPolicy({ origins: [origin], hosts: [] }),
  publicDir: '/nowhere',
});

describe('imageMetadata', () => {
  it("gives the image's width and height", async () => {
    expect(await imageMetadata(`${origin}/images/a.png`, options())).toEqual({ width: 300, height: 200 });
  });

  it('gives width 0, height 0 on any failure (spec §8)', async () => {
    expect(await imageMetadata(`${origin}/images/missing.png`, options())).toEqual({ width: 0, height: 0 });
    expect(await imageMetadata('https://evil.example/a.png', options())).toEqual({ width: 0, height: 0 });
    expect(await imageMetadata('not a url', options())).toEqual({ width: 0, height: 0 });
  });
});
