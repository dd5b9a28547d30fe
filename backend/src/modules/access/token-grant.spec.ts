import { scopeFor } from './token-grant';

describe('scopeFor', () => {
  it('needs read for safe methods and write for the rest', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].map(scopeFor)).toEqual([
      'read',
      'read',
      'read',
      'read',
    ]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(scopeFor)).toEqual([
      'write',
      'write',
      'write',
      'write',
    ]);
  });
});
