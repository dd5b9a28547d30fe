require('reflect-metadata');
const { Module, Controller, Get } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
class C { ok() { return { status: 'ok' }; } }
Controller('api/health')(C);
Get()(C.prototype, 'ok', Object.getOwnPropertyDescriptor(C.prototype, 'ok'));
class M {}
Module({ controllers: [C] })(M);
const express = require('express');
(async () => {
  if (process.env.MODE === 'express') {
    const app = express();
    app.get('/api/health', (req, res) => res.json({ status: 'ok' }));
    app.listen(3312, () => console.log('ready'));
    return;
  }
  const app = await NestFactory.create(M, { logger: false });
  await app.listen(3312); console.log('ready');
})();
