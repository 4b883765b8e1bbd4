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

// The ceiling of add-to-cart on this machine: a POST whose JSON body is read, answered with
// a cart as big as the service's (set once by the benchmark), serialized per request.
let cart = {};
app.put('/api/bare/cart', async (c) => {
  cart = await c.req.json();
  return c.body(null, 204);
});
app.post('/api/bare/cart', async (c) => {
  await c.req.json();
  return c.json(cart);
});
// The bot-check provider of the benchmarked service (siteverify-style): placing an order
// needs a passing check, and production refuses the sandbox one.
app.post('/api/bare/siteverify', (c) => c.json({ success: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, (info) => {
  console.info(`ready ${info.port}`);
});
