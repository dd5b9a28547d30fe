import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { LocalServiceConfig } from './config';
import { corsMiddleware } from './cors';
import { probeOllama, type OllamaStatus } from './ollama';

export const SERVICE_NAME = 'ironkeep-local';

export interface HealthResponse {
  status: 'ok';
  service: typeof SERVICE_NAME;
  version: string;
  ollama: OllamaStatus;
}

interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** Builds the local service's Express application without listening (tests use it directly). */
export function createApp(config: LocalServiceConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(corsMiddleware(config.corsOrigins));
  app.use(express.json({ limit: '1mb' }));

  app.get('/health', async (_req: Request, res: Response) => {
    const body: HealthResponse = {
      status: 'ok',
      service: SERVICE_NAME,
      version: config.version,
      ollama: await probeOllama(config.ollamaUrl, config.ollamaProbeTimeoutMs),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(body);
  });

  // Unknown routes: the API's JSON error shape instead of Express's HTML page.
  app.use((req: Request, res: Response) => {
    res.status(404).json(errorBody(404, `Cannot ${req.method} ${req.path}`));
  });

  // Malformed JSON or an oversized body is the client's fault (4xx); anything else is a 500.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    if (status >= 500) {
      console.error('[ironkeep-local] unhandled error:', err);
      res.status(500).json(errorBody(500, 'Internal server error'));
      return;
    }
    const message =
      err instanceof Error && err.message ? err.message : (STATUS_CODES[status] ?? 'Bad request');
    res.status(status).json(errorBody(status, message));
  });

  return app;
}
