import express, { type Express } from 'express';
import type { LocalServiceConfig } from './config';
import { chatRoutes } from './chat/chat.routes';
import { healthRoutes } from './health/health.routes';
import { corsMiddleware } from './http/cors';
import { errorHandler, notFound, requestLog } from './http/error-handler';
import { loopbackHostOnly, requireJsonBody } from './http/guards';
import { deviceRoutes } from './license/device.routes';
import { licenseRoutes } from './license/license.routes';
import type { Services } from './services';

/** Requests are small JSON objects; MAX_MESSAGE_CHARS of text fits well inside this. */
export const BODY_LIMIT = '64kb';

/** The chat API as an Express app (no listening; tests serve it on a free port). */
export function createApp(config: LocalServiceConfig, services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(requestLog(services.log));
  app.use(loopbackHostOnly(config.host));
  app.use(corsMiddleware(config.corsOrigins));
  // After CORS, so a browser can read the 503 a stopping service answers.
  app.use(services.lifecycle.middleware());
  app.use(requireJsonBody());
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });

  app.use(
    healthRoutes(config, services.runtime, services.store, services.licenses, services.storage),
  );
  app.use(licenseRoutes(services.licenses, config.licenseKey));
  app.use(deviceRoutes(services.devices, services.licenses, config.licenseKey));
  app.use(chatRoutes(services.chat, services.store, services.lifecycle));

  app.use(notFound);
  app.use(errorHandler(services.log));
  return app;
}
