import { Module } from '@nestjs/common';
import { ServersModule } from '../servers/servers.module';
import { GatewayController } from './edge/gateway.controller';
import { GatewayService } from './gateway.service';

/**
 * The OpenAI-compatible inference gateway (docs/gateway.md): the edge (controller, request
 * checks, error mapper), routing (catalog, least-busy pick, cooldowns, retries), one adapter
 * per runtime, the stream relay and metering. Only the controller and the service know Nest.
 */
@Module({
  imports: [ServersModule],
  controllers: [GatewayController],
  providers: [GatewayService],
  exports: [GatewayService],
})
export class GatewayModule {}
