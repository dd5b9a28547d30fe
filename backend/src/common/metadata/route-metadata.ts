import { ExecutionContext, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

/** A route's handler and its controller, as `Reflector.getAllAndOverride` takes them. */
export type RouteTarget = [handler: Type, controller: Type];

/**
 * A value worked out once per route from its decorators. Route metadata is fixed when the app is
 * built, yet `Reflector.getAllAndOverride` walks reflect-metadata's maps on every call: a guard
 * that asks on every request pays for that on every request (docs/benchmarks.md). Keyed by
 * controller and handler, because a handler inherited by two controllers may carry different
 * controller-level metadata.
 */
export class PerRoute<T> {
  private readonly byController = new WeakMap<Type, Map<unknown, T>>();

  constructor(private readonly compute: (...target: RouteTarget) => T) {}

  of(context: ExecutionContext): T {
    const controller = context.getClass();
    // Nest types the handler as a plain Function; the reflector takes it as a Type.
    const handler = context.getHandler() as Type;
    let byHandler = this.byController.get(controller);
    if (!byHandler) this.byController.set(controller, (byHandler = new Map()));
    if (byHandler.has(handler)) return byHandler.get(handler)!;
    const value = this.compute(handler, controller);
    byHandler.set(handler, value);
    return value;
  }
}

/** One decorator value of a route (handler first, then its controller), read once per route. */
export class RouteMetadata<T> extends PerRoute<T | undefined> {
  constructor(reflector: Reflector, key: string) {
    super((...target) => reflector.getAllAndOverride<T | undefined>(key, target));
  }
}
