import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from './route-metadata';

const KEY = 'test:rule';

function contextOf(controller: new () => object, handler: () => unknown): ExecutionContext {
  return { getClass: () => controller, getHandler: () => handler } as unknown as ExecutionContext;
}

describe('RouteMetadata', () => {
  class Base {
    shared() {}
    @SetMetadata(KEY, 'handler')
    own() {}
  }
  @SetMetadata(KEY, 'first controller')
  class First extends Base {}
  @SetMetadata(KEY, 'second controller')
  class Second extends Base {}
  class Bare extends Base {}

  it('prefers the handler, then its controller, like Reflector.getAllAndOverride', () => {
    const rule = new RouteMetadata<string>(new Reflector(), KEY);
    expect(rule.of(contextOf(First, Base.prototype.own))).toBe('handler');
    expect(rule.of(contextOf(First, Base.prototype.shared))).toBe('first controller');
    expect(rule.of(contextOf(Bare, Base.prototype.shared))).toBeUndefined();
  });

  it('keeps one answer per controller for a handler they share', () => {
    const rule = new RouteMetadata<string>(new Reflector(), KEY);
    expect(rule.of(contextOf(First, Base.prototype.shared))).toBe('first controller');
    expect(rule.of(contextOf(Second, Base.prototype.shared))).toBe('second controller');
    expect(rule.of(contextOf(First, Base.prototype.shared))).toBe('first controller');
  });

  it('reads the metadata once per route', () => {
    const reflector = new Reflector();
    const read = jest.spyOn(reflector, 'getAllAndOverride');
    const rule = new RouteMetadata<string>(reflector, KEY);
    for (let i = 0; i < 3; i++) rule.of(contextOf(Bare, Base.prototype.shared));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
