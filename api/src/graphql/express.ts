import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import { sendJsonText } from '../http/send-json.js';

/**
 * Apollo Server behind Express: what `@as-integrations/express5`'s `expressMiddleware` does, with two
 * per-request costs taken out (docs/adr/0123-per-request-http-cost.md): the query string is cut from
 * `req.url` instead of parsing the whole URL with the legacy `url.parse`, and a POST's answer is
 * written without Express's ETag (a SHA-1 of every body, usable by GET only). GET answers still go
 * through `res.send`.
 */
export function graphqlMiddleware<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (args: { req: Request; res: Response }) => Promise<C>,
): RequestHandler {
  server.assertStarted('graphqlMiddleware()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send(
        '`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.',
      );
      return;
    }
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url;
    const q = url.indexOf('?');
    // url.parse's `search`: from the first '?' up to a '#', if any.
    let search = q >= 0 ? url.slice(q) : '';
    const hash = search.indexOf('#');
    if (hash >= 0) search = search.slice(0, hash);
    const httpGraphQLRequest: HTTPGraphQLRequest = { method: req.method.toUpperCase(), headers, search, body: req.body };
    const response = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context({ req, res }) });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status || 200;
    if (response.body.kind === 'complete') {
      if (req.method === 'POST') sendJsonText(res, response.body.string);
      else res.send(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      if (typeof (res as { flush?: () => void }).flush === 'function') (res as unknown as { flush: () => void }).flush();
    }
    res.end();
  };
}
