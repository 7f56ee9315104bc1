// A bare Hono route answering a 3.5 KB JSON body, with some of the app's middleware in front
// (MODE: bare, compress, vary, fixed, rid, sec, combined with +), for bench/middleware-cost.ts.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { requestId } from 'hono/request-id';
const body = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, text: 'Tentukan nilai $x$ yang memenuhi persamaan berikut ini dengan teliti.' })) };
const app = new Hono();
const mode = process.env.MODE ?? 'bare';
if (mode.includes('rid')) app.use('*', requestId());
if (mode.includes('sec')) app.use('*', secureHeaders());
// A header set after next(), as hono/compress sets Vary on every compressible response.
if (mode.includes('vary')) {
  app.use('*', async (c, next) => {
    await next();
    c.header('Vary', 'Accept-Encoding');
  });
}
if (mode.includes('compress')) app.use('*', compress());
// The suggested change: Vary set before the handler (so it joins the prepared headers), and
// compression only for requests that accept it.
if (mode.includes('fixed')) {
  const compressAccepted = compress();
  app.use('*', async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    if (!c.req.header('accept-encoding')) return next();
    return compressAccepted(c, next);
  });
}
app.get('/x', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '0.0.0.0' });
