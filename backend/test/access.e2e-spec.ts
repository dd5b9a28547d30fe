import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCESS_KEY } from '../src/modules/access/access.decorators';
import { createTestApp } from './app.factory';

describe('Every route declares its access rule', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('finds an access declaration on every controller handler', () => {
    const discovery = app.get(DiscoveryService);
    const scanner = app.get(MetadataScanner);
    const reflector = app.get(Reflector);
    const routes: string[] = [];
    const undeclared: string[] = [];
    for (const wrapper of discovery.getControllers()) {
      const instance = wrapper.instance as object;
      const proto = Object.getPrototypeOf(instance);
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name];
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const route = `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)]} ${wrapper.name}.${name}`;
        routes.push(route);
        if (!reflector.getAllAndOverride(ACCESS_KEY, [handler, wrapper.metatype!]))
          undeclared.push(route);
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(undeclared).toEqual([]);
  });
});
