#!/usr/bin/env node
// The production server: Next behind the serving layer (server/serving-layer.mjs), on PORT.
import next from 'next';
import { createServingLayer } from './serving-layer.mjs';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
const server = createServingLayer({ handle });
server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
