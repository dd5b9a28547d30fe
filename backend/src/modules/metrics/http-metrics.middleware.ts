import { Request, RequestHandler } from 'express';
import { MetricsService } from './metrics.service';

/**
 * Times every request. Labels use the matched route template (/api/users/:id), never the
 * raw path, so ids never become label values; unmatched paths share one label.
 */
export function httpMetricsMiddleware(metrics: MetricsService): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      metrics.observeRequest(req.method, routeTemplate(req), res.statusCode, seconds);
    });
    next();
  };
}

function routeTemplate(req: Request): string {
  const path = req.route?.path;
  // Nest answers unknown routes from a wildcard route ('*path'); those are not templates.
  if (typeof path === 'string' && !path.includes('*')) return `${req.baseUrl}${path}`;
  // req.path is relative to the router that handled the request; the original URL is not.
  const fullPath = req.originalUrl.split('?')[0];
  if (fullPath === '/metrics') return '/metrics';
  return fullPath.startsWith('/api/') ? 'unmatched' : 'spa';
}
