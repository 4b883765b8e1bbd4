// The baseline of `npm run bench:api`: a bare Hono JSON route on the same Node and server
// adapter as the service, so the ratio shows what the service's own work costs.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
const payload = {
  ok: true,
  items: Array.from({ length: 10 }, (_, i) => ({ id: i, name: `Item ${i}` })),
};
app.get('/api/bare', (c) => c.json(payload));
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, (info) => {
  console.info(`ready ${info.port}`);
});
