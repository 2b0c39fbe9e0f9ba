// The framework's ceiling: a bare NestJS application (the same @nestjs/* and Express platform versions as
// the api, the same JSON body parser) with one POST handler that answers a small JSON object. No guard, no
// validation, no command. Prints `listening <port>`. Used by bench/kernel.bench.mjs.
require('reflect-metadata');
const { Body, Controller, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

class EchoController {
  handle(body) {
    return { ok: true, type: body?.type ?? null };
  }
}
Controller('bare')(EchoController);
const descriptor = Object.getOwnPropertyDescriptor(EchoController.prototype, 'handle');
Body()(EchoController.prototype, 'handle', 0);
Reflect.defineMetadata('design:paramtypes', [Object], EchoController.prototype, 'handle');
HttpCode(200)(EchoController.prototype, 'handle', descriptor);
Post()(EchoController.prototype, 'handle', descriptor);

class BareModule {}
Module({ controllers: [EchoController] })(BareModule);

const main = async () => {
  const app = await NestFactory.create(BareModule, { logger: false });
  app.useBodyParser('json', { limit: '1mb' });
  await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  app.getHttpServer().keepAliveTimeout = 60_000;
  console.log(`listening ${app.getHttpServer().address().port}`);
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
};
main();
