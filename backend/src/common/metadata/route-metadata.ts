import { ExecutionContext, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

/**
 * One decorator value of a route (handler first, then its controller), read once per route.
 * Route metadata is fixed when the app is built, yet `Reflector.getAllAndOverride` walks
 * reflect-metadata's maps on every call: a guard that asks on every request pays for that on
 * every request (docs/benchmarks.md). Keyed by controller and handler, because a handler
 * inherited by two controllers may carry different controller-level metadata.
 */
export class RouteMetadata<T> {
  private readonly byController = new WeakMap<Type, Map<unknown, T | undefined>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly key: string,
  ) {}

  of(context: ExecutionContext): T | undefined {
    const controller = context.getClass();
    const handler = context.getHandler();
    let byHandler = this.byController.get(controller);
    if (!byHandler) this.byController.set(controller, (byHandler = new Map()));
    if (byHandler.has(handler)) return byHandler.get(handler);
    const value = this.reflector.getAllAndOverride<T | undefined>(this.key, [handler, controller]);
    byHandler.set(handler, value);
    return value;
  }
}
